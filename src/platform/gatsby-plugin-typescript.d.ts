// gatsby-plugin-typescript ships no types; the tests call its webpack hook as Gatsby does.
declare module 'gatsby-plugin-typescript/gatsby-node' {
  export const onCreateWebpackConfig: (args: {
    loaders: { js: (options?: object) => unknown }
    actions: { setWebpackConfig: (config: { module: { rules: unknown[] } }) => void }
  }) => void
}
