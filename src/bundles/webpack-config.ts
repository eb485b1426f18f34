// How Gatsby's webpack builds this site: the browser bundles and the HTML renderer.
import type { GatsbyNode } from 'gatsby'
import TerserPlugin from 'terser-webpack-plugin'
import { ServerRenderWithoutOnDemandCode } from './server-render-without-on-demand-code'

// No source maps in the production bundles: they cost build time on every editor's
// rebuild, and the code is open in the repository anyway. The browser bundles are minified
// by SWC instead of Terser: the files come out as small (a little smaller here) in a third
// of the time, about 3 s off every build. Gatsby's own Terser settings are kept (ES5
// compression, Safari 10 safe names), and its CSS minimizer.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  // gatsby-plugin-image's components are used without registering the plugin: as a plugin
  // it adds a Babel pass over every file looking for StaticImage, which this site does not
  // use (about 1.4 s of every build, 6 %). Its page-wide parts come from gatsby-ssr, and
  // this flag tells GatsbyImage that they are there. It is installed as plugin-image: Gatsby
  // treats every package.json dependency named gatsby-* as a plugin or theme, reading all
  // its files for queries and compiling them like the site's own code (about 1 s, 5 %).
  actions.setWebpackConfig({ plugins: [plugins.define({ GATSBY___IMAGE: true })] })
  if (stage === 'build-html')
    actions.setWebpackConfig({ devtool: false, plugins: [new ServerRenderWithoutOnDemandCode()] })
  if (stage !== 'build-javascript') return
  const config = getConfig()
  config.devtool = false
  // gatsby-plugin-image's browser entry imports camelcase for its own side effects, though
  // only generateImageData (not used here) calls it; camelcase declares none, so webpack kept
  // it in every page's first load (0.5 KB gzip). Webpack still keeps it wherever it is used.
  config.module.rules.push({ test: /[\\/]node_modules[\\/]camelcase[\\/]/, sideEffects: false })
  config.optimization.minimizer = [
    new TerserPlugin({
      minify: TerserPlugin.swcMinify,
      exclude: /\.min\.js/,
      terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
    }),
    plugins.minifyCss(),
  ]
  actions.replaceWebpackConfig(config)
}
