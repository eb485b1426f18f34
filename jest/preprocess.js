// Jest-only Babel transform. Kept out of babel.config.js so that Gatsby keeps its own
// Babel set-up for the site bundle.
module.exports = require('babel-jest').default.createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
  plugins: ['babel-plugin-styled-components'],
})
