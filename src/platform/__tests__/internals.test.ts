/** @jest-environment node */
// One smoke test per private part of Gatsby or gatsby-plugin-offline
// the site leans on (src/platform/). After an upgrade that moves one, its test fails and
// says which item broke and which version it was written for.
import fs from 'node:fs'
import path from 'node:path'
import { createWebpackUtils } from 'gatsby/dist/utils/webpack-utils'
import type { RuleSetRule } from 'webpack'
import {
  GATSBY_APP_DATA,
  GATSBY_BUNDLE_SCRIPT,
  gatsbyBrowsersList,
  gatsbyPageStaticQueries,
  gatsbyStaticQueryResult,
  gatsbyJavaScriptRule,
  importFirstInOfflineWorker,
  isGatsbyTypeScriptRule,
  OFFLINE_WORKER,
  PARTYTOWN_BROWSER_HOOKS,
} from '../gatsby-build'
import { onCreateWebpackConfig as typescriptPluginHook } from 'gatsby-plugin-typescript/gatsby-node'

const ROOT = path.resolve(__dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8')
const versionOf = (pkg: string) =>
  (JSON.parse(read(`${pkg}/package.json`)) as { version: string }).version

/** Fails naming the item and the version it was written for, when the check fails. */
const holds = (item: string, pkg: string, writtenFor: string, check: () => boolean) => {
  let ok = false
  try {
    ok = check()
  } catch {
    ok = false
  }
  if (!ok)
    throw new Error(
      `${item}: written for ${pkg} ${writtenFor}, installed ${versionOf(pkg)}. ` +
        'See src/platform/ and docs/performance.md.',
    )
}

describe("Gatsby's private parts in the browser", () => {
  it('window.___navigate is how navigate() goes', () =>
    holds('window.___navigate', 'gatsby', '5.16.1', () =>
      read('gatsby/cache-dir/navigation.js').includes('window.___navigate = '),
    ))

  it('window.___loader is the loader, with loadPage and getResourceURLsForPathname', () =>
    holds('window.___loader', 'gatsby', '5.16.1', () => {
      const app = read('gatsby/cache-dir/production-app.js')
      const loader = read('gatsby/cache-dir/loader.js')
      return (
        app.includes('window.___loader = publicLoader') &&
        /publicLoader = \{[\s\S]*loadPage:/.test(loader) &&
        /getResourceURLsForPathname: rawPath =>/.test(loader)
      )
    }))

  it('#gatsby-focus-wrapper holds the page, and is empty in the offline app shell', () =>
    holds('#gatsby-focus-wrapper', 'gatsby', '5.16.1', () =>
      read('gatsby/cache-dir/production-app.js').includes('id="gatsby-focus-wrapper"'),
    ))

  it("gatsby-plugin-offline's worker takes the setPathResources message", () =>
    holds('setPathResources message', 'gatsby-plugin-offline', '6.9.0', () =>
      /setPathResources: \(event, \{ path, resources \}\)/.test(
        read('gatsby-plugin-offline/sw-append.js'),
      ),
    ))

  it("gatsby-plugin-offline's worker names its navigation route navigationRoute, whose answer from the app shell comes from the shell's path", () =>
    holds('navigationRoute', 'gatsby-plugin-offline', '6.9.0', () => {
      const worker = read('gatsby-plugin-offline/sw-append.js')
      return (
        worker.includes('const navigationRoute = new NavigationRoute(') &&
        worker.includes('workbox.routing.registerRoute(navigationRoute)') &&
        worker.includes('`%pathPrefix%/offline-plugin-app-shell-fallback/index.html`')
      )
    }))

  it("Workbox's router reads a route's handler.handle at each request", () =>
    holds('route.handler.handle', 'workbox-routing', '4.3.1', () => {
      const route = read('workbox-routing/Route.mjs')
      const router = read('workbox-routing/Router.mjs')
      return (
        route.includes('this.handler = normalizeHandler(handler);') &&
        router.includes('let handler = route && route.handler;') &&
        router.includes('handler.handle({url, request, event, params})')
      )
    }))
})

describe("Gatsby's private parts at build time", () => {
  it("gatsby/dist/utils/browserslist gives Gatsby's browsers", () =>
    holds('gatsby/dist/utils/browserslist', 'gatsby', '5.16.1', () => {
      const list = gatsbyBrowsersList(ROOT)
      return Array.isArray(list) && list.length > 0
    }))

  it("Gatsby's JavaScript rule is the one that takes 'page.tsx'", () =>
    holds("Gatsby's webpack JavaScript rule", 'gatsby', '5.16.1', () => {
      const utils = createWebpackUtils(
        'build-javascript' as never,
        {
          directory: ROOT,
          browserslist: ['>0.25%'],
        } as never,
      )
      const rule = gatsbyJavaScriptRule([utils.rules.js()] as never)
      return rule.test instanceof RegExp && rule.test.test('src/app/BlockPage.tsx')
    }))

  it("gatsby-plugin-typescript's rule is the one the build removes", () =>
    holds("gatsby-plugin-typescript's webpack rule", 'gatsby-plugin-typescript', '5.16.0', () => {
      const added: { module: { rules: RuleSetRule[] } }[] = []
      typescriptPluginHook({
        loaders: { js: () => ({ loader: 'babel-loader' }) },
        actions: { setWebpackConfig: (config: (typeof added)[number]) => added.push(config) },
      } as never)
      const rules = added.flatMap((config) => config.module.rules)
      return rules.length === 1 && isGatsbyTypeScriptRule(rules[0]!)
    }))

  it("Gatsby's store has the page templates and the static-query files", () =>
    holds("Gatsby's store state (components, staticQueryComponents)", 'gatsby', '5.16.1', () => {
      const reducers = read('gatsby/dist/redux/reducers/index.js')
      return (
        reducers.includes('exports.components = ') &&
        reducers.includes('exports.staticQueryComponents = ')
      )
    }))

  it('Gatsby writes the bundles as <script src async> that the build loads after the paint', () =>
    holds('the bundle script tags', 'gatsby', '5.16.1', () => {
      const entry = read('gatsby/cache-dir/static-entry.js')
      const tag = /return <script key=\{scriptPath\} src=\{scriptPath\} async \/>/.test(entry)
      // React renders that element as this markup.
      const written = '<script src="/app-1.js" async></script>'
      return tag && [...written.matchAll(GATSBY_BUNDLE_SCRIPT)].length === 1
    }))

  it("Gatsby's internal Partytown plugin has the browser hooks the build replaces", () =>
    holds('the Partytown browser hooks path', 'gatsby', '5.16.1', () => {
      const file = path.join(
        ROOT,
        'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
      )
      return fs.existsSync(file) && PARTYTOWN_BROWSER_HOOKS.test(file)
    }))

  it("Gatsby writes the app data and the static queries' results where the worker keeps them", () =>
    holds('the app data and static query result paths', 'gatsby', '5.16.1', () => {
      const appData = read('gatsby/dist/utils/app-data.js')
      const staticQuery = read('gatsby/dist/utils/static-query-utils.js')
      return (
        appData.includes('join(publicDir, `page-data`, APP_DATA_JSON)') &&
        appData.includes('const APP_DATA_JSON = `app-data.json`') &&
        GATSBY_APP_DATA === '/page-data/app-data.json' &&
        staticQuery.includes('join(`page-data`, `sq`, `d`, `${hash}.json`)') &&
        gatsbyStaticQueryResult('12') === '/page-data/sq/d/12.json'
      )
    }))

  it("Gatsby's page-data.json names the page's static queries", () =>
    holds('page-data.json staticQueryHashes', 'gatsby', '5.16.1', () => {
      const helpers = read('gatsby/dist/utils/page-data-helpers.js')
      const written = '{"componentChunkName":"c","path":"/","result":{},"staticQueryHashes":["12"]}'
      return (
        helpers.includes('`"staticQueryHashes":${JSON.stringify(staticQueryHashes)}`') &&
        gatsbyPageStaticQueries(written).join() === '12'
      )
    }))

  it('gatsby-plugin-offline writes its worker to sw.js, whose Workbox parts add their fetch listeners as it runs, after its first line', () =>
    holds('the offline worker and its first line', 'gatsby-plugin-offline', '6.9.0', () => {
      const plugin = read('gatsby-plugin-offline/gatsby-node.js')
      const template = read('workbox-build/build/templates/sw-template.js')
      const precache = read('workbox-precaching/utils/addFetchListener.mjs')
      const router = read('workbox-routing/Router.mjs')
      const worker = importFirstInOfflineWorker('/** generated */', 'first.js')
      return (
        plugin.includes(`var swDest = "public/${OFFLINE_WORKER}"`) &&
        template.includes('workbox.precaching.precacheAndRoute(') &&
        precache.includes("addEventListener('fetch', (event) => {") &&
        router.includes("self.addEventListener('fetch', (event) => {") &&
        worker.startsWith('importScripts("first.js");\n') &&
        importFirstInOfflineWorker(worker, 'first.js') === worker
      )
    }))
})
