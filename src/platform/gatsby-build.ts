// The one door to Gatsby's private parts at build time (webpack configuration). Each use is
// named here and has a smoke test (__tests__/internals.test.ts) that fails, naming the item
// and the version it was written for, when an upgrade moves it. Written for gatsby 5.16.1.
// The browser's uses are in gatsby-runtime.ts.
import { getBrowsersList } from 'gatsby/dist/utils/browserslist'
import type { RuleSetRule } from 'webpack'

/** The browsers Gatsby builds for: its default browserslist, or the site's own. */
export const gatsbyBrowsersList = (directory: string): string[] => getBrowsersList(directory)

/** Gatsby's JavaScript rule in its webpack config: the one that takes a page's .tsx. */
export const gatsbyJavaScriptRule = (rules: RuleSetRule[]): RuleSetRule => {
  const rule = rules.find((r) => r.test instanceof RegExp && r.test.test('page.tsx'))
  if (!rule) throw new Error("Gatsby's JavaScript rule was not found in its webpack config")
  return rule
}

/**
 * gatsby-plugin-typescript's own rule (Gatsby adds the plugin itself): Gatsby's Babel once
 * more for every .ts and .tsx file, whichever rule compiled it before. Gatsby's JavaScript
 * rule already takes those files, with the plugin's TypeScript preset in its Babel config.
 */
export const isGatsbyTypeScriptRule = (rule: RuleSetRule): boolean =>
  rule.test instanceof RegExp &&
  rule.test.source === '\\.tsx?$' &&
  typeof rule.use === 'function' &&
  rule.include === undefined &&
  rule.exclude === undefined

/** Gatsby's internal Partytown plugin's browser hooks, which do nothing in a build. */
export const PARTYTOWN_BROWSER_HOOKS =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/** What of Gatsby's redux state the webpack config reads. */
export type GatsbySiteState = {
  program: { directory: string }
  /** Page templates, by path. */
  components: Map<string, unknown>
  /** Files with a static query, by query id. */
  staticQueryComponents: Map<string, { componentPath: string }>
}

/** The state of Gatsby's store, as onCreateWebpackConfig's `store` gives it. */
// Gatsby types its store's getState as a bare Function.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const gatsbySiteState = (store: { getState: Function }) =>
  store.getState() as GatsbySiteState

/**
 * How Gatsby writes a page's bundles into its HTML: <script src async> at the end of the
 * body (cache-dir/static-entry.js, in the _gatsby-scripts slice it stitches into every
 * page). The site loads them itself, after the first paint (scripts-after-paint.ts).
 */
export const GATSBY_BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g

/** Where Gatsby writes the data every page loads beside its own: the app data
 * (dist/utils/app-data.js) and a static query's result by its hash
 * (dist/utils/static-query-utils.js). */
export const GATSBY_APP_DATA = '/page-data/app-data.json'
export const gatsbyStaticQueryResult = (hash: string) => `/page-data/sq/d/${hash}.json`

/** The static queries a page uses, as Gatsby writes them into its page-data.json
 * (dist/utils/page-data-helpers.js). */
export const gatsbyPageStaticQueries = (pageData: string): string[] =>
  (JSON.parse(pageData) as { staticQueryHashes?: string[] }).staticQueryHashes ?? []

/** gatsby-plugin-offline's service worker, which Workbox's precache and router answer from:
 * each adds its fetch listener while the script runs, and the first listener to answer a
 * request is the one that does. A script imported on the worker's first line comes before
 * them all (the plugin's options take no script of ours ahead of its own). */
export const OFFLINE_WORKER = 'sw.js'
export const importFirstInOfflineWorker = (worker: string, script: string): string => {
  const line = `importScripts(${JSON.stringify(script)});\n`
  return worker.startsWith(line) ? worker : `${line}${worker}`
}
