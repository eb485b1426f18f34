// Gatsby's hooks are written in TypeScript (src/gatsby-node.ts, and the build pipeline it
// imports). Gatsby would bundle a gatsby-node.ts with Parcel on every cold build, about
// 1.4 s (6 %) of the build for our 45 modules; SWC compiles each one as it is required, in
// a tenth of that. Types are checked by `npm run typecheck`, as for every other file.
const fs = require('node:fs')
const { transformSync } = require('@swc/core')

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2021' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  })
  module._compile(code, filename)
}

module.exports = require('./src/gatsby-node.ts')
