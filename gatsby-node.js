// Gatsby's hooks are written in TypeScript (src/gatsby-node.ts, and the build pipeline it
// imports). @swc-node/register compiles each module with SWC as it is required, with the
// compiler options of tsconfig.json; types are checked by `npm run typecheck`, as for every
// other file. Measured against a root gatsby-node.ts, which Gatsby bundles with Parcel on
// every cold build, and against the hand-made hook this replaces: docs/decisions/gatsby-node.md.
const { register } = require('@swc-node/register/register')
const { readDefaultTsConfig } = require('@swc-node/register/read-default-tsconfig')

// Only .ts: Gatsby's own JavaScript, and the webpack loader's callers, are left as they are.
register(readDefaultTsConfig(), { exts: ['.ts'] })

module.exports = require('./src/gatsby-node.ts')
