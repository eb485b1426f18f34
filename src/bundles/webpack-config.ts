// How Gatsby's webpack builds this site: the browser bundles and the HTML renderer.
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import TerserPlugin from 'terser-webpack-plugin'
import type { RuleSetRule } from 'webpack'
import {
  gatsbyBrowsersList,
  gatsbyJavaScriptRule,
  gatsbySiteState,
  isGatsbyTypeScriptRule,
  PARTYTOWN_BROWSER_HOOKS,
  type GatsbySiteState,
} from '../platform/gatsby-build'
import { CompileHints } from './compile-hints'
import { ServerRenderWithoutOnDemandCode } from './server-render-without-on-demand-code'
import type { LoaderOptions } from './swc-loader'

type Stage = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['stage']

/**
 * The site's own code, and Gatsby's runtime that it copies into .cache, are compiled by SWC
 * (swc-loader.ts) instead of Gatsby's Babel, in both builds that compile them: Babel was
 * most of the time webpack spent on these modules, and the runtime comes out smaller (the
 * first load fell from 110.00 to 109.65 KB gzip then; tests/build/first-load.test.mjs holds
 * its budget). Two
 * kinds of file keep Babel, for Gatsby's own Babel plugins: page templates (Gatsby splits
 * their default and Head exports into chunks of their own) and files with a GraphQL query
 * (the query becomes the hash of its data file). The rest of Gatsby's rule is unchanged.
 */
const compileSiteCodeWithSwc = (
  rules: RuleSetRule[],
  stage: Stage,
  { program, components, staticQueryComponents }: GatsbySiteState,
) => {
  const siteCode = path.join(program.directory, 'src') + path.sep
  const gatsbyRuntime = path.join(program.directory, '.cache') + path.sep
  const keepBabel = new Set([
    ...components.keys(),
    ...[...staticQueryComponents.values()].map((q) => q.componentPath),
  ])
  const ours = (file: string) =>
    (file.startsWith(siteCode) || file.startsWith(gatsbyRuntime)) && !keepBabel.has(file)
  // gatsby-plugin-typescript's rule ran Gatsby's Babel again over every .ts and .tsx file,
  // after SWC or after Gatsby's own Babel: twice the work, and a build that was not the same
  // twice. Gatsby's Babel loader keeps the options of the first rule that reaches it in a
  // build (its cache key leaves out `compact`), and which rule came first varied, so the HTML
  // renderer's code was compact in one build and spaced in the next. The head script takes
  // its functions' source text, so every page and its policy hash changed (1 build in 12
  // here, and once in CI). Gatsby's JavaScript rule takes .ts and .tsx with that plugin's
  // preset already.
  const typescriptRule = rules.findIndex(isGatsbyTypeScriptRule)
  if (typescriptRule >= 0) rules.splice(typescriptRule, 1)
  gatsbyJavaScriptRule(rules).exclude = ours
  const options: LoaderOptions = {
    // The browsers Gatsby targets (its default browserslist, or the site's own).
    targets: gatsbyBrowsersList(program.directory),
    server: stage === 'build-html',
    // SWC compiles its styled-components plugin once and keeps it in Gatsby's cache: a
    // build's own folder, which it can write. node_modules may be read-only to it (the
    // rebuild hook's builds run as a user of their own; without a cache it could write,
    // SWC compiled the plugin again for every file and a build took ten times as long).
    cacheRoot: path.join(program.directory, '.cache/swc'),
  }
  rules.push({
    test: /\.(ts|tsx|js|jsx|mjs)$/,
    include: ours,
    type: 'javascript/auto',
    use: [{ loader: path.join(__dirname, 'swc-loader.ts'), options }],
  })
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
  store,
}) => {
  if (stage !== 'build-html' && stage !== 'build-javascript') return
  const config = getConfig()
  compileSiteCodeWithSwc(config.module.rules, stage, gatsbySiteState(store))
  // No source maps in the production bundles: they cost build time on every editor's
  // rebuild, and the code is open in the repository anyway.
  config.devtool = false
  if (stage === 'build-html') {
    config.plugins.push(new ServerRenderWithoutOnDemandCode())
    actions.replaceWebpackConfig(config)
    return
  }
  // Gatsby's internal Partytown plugin has one browser hook, which returns at once outside
  // `gatsby develop`; its imports (gatsby-script and Partytown's integration, 2.7 KB gzip)
  // were in every page's first load all the same. This site has no <Script> component.
  config.plugins.push(
    plugins.normalModuleReplacement(
      PARTYTOWN_BROWSER_HOOKS,
      path.join(__dirname, 'no-browser-hooks.ts'),
    ),
  )
  // The browser bundles are minified by SWC instead of Terser: the files come out as small
  // (a little smaller here) in a third of the time, about 3 s off every build. Gatsby's own
  // Terser settings are kept (ES5 compression, Safari 10 safe names), and its CSS minimizer.
  config.optimization.minimizer = [
    new TerserPlugin({
      minify: TerserPlugin.swcMinify,
      exclude: /\.min\.js/,
      terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
    }),
    plugins.minifyCss(),
  ]
  // Each bundle's functions are compiled off the main thread as it streams in.
  config.plugins.push(new CompileHints())
  actions.replaceWebpackConfig(config)
}
