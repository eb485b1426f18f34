// Jest-only Babel transform. Kept out of babel.config.js so that Gatsby keeps its own
// Babel set-up for the site bundle. Plain Babel presets rather than babel-preset-gatsby:
// Gatsby scans every package named gatsby-* that package.json lists for queries, on every
// build, and this one has none.
module.exports = require('babel-jest').default.createTransformer({
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: ['babel-plugin-styled-components'],
})
