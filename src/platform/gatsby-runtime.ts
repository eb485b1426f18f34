// The one door to Gatsby's and gatsby-plugin-offline's private parts in the browser. Each
// use is named here and has a smoke test (__tests__/internals.test.ts) that fails, naming
// the item and the version it was written for, when an upgrade moves it. Written for
// gatsby 5.16.1 and gatsby-plugin-offline 6.9.0. The build's uses are in gatsby-build.ts.

export type PageResources = { status?: string } | null | undefined
export type Navigate = (to: string | number, options?: unknown) => unknown
type Loader = {
  loadPage: (path: string) => Promise<PageResources>
  getResourceURLsForPathname?: (pathname: string) => string[]
}
type GatsbyGlobals = { ___navigate?: Navigate; ___loader?: Loader }

/**
 * Gatsby's navigate() goes through window.___navigate, and its loader is window.___loader
 * (gatsby/cache-dir/navigation.js and production-app.js). Both may be wrapped; null when
 * this is not a Gatsby page (a test's plain window).
 */
export const gatsbyNavigation = (win: Window) => {
  const globals = win as unknown as GatsbyGlobals
  const navigate = globals.___navigate
  const loader = globals.___loader
  if (!navigate || !loader) return null
  return {
    navigate,
    loadPage: loader.loadPage.bind(loader),
    replaceNavigate: (next: Navigate) => void (globals.___navigate = next),
    replaceLoadPage: (next: Loader['loadPage']) => void (loader.loadPage = next),
  }
}

/** The URLs of a page's resources, as Gatsby's loader knows them (undefined if it does not). */
export const pageResourceUrls = (win: Window, pathname: string): string[] | undefined =>
  (win as unknown as GatsbyGlobals).___loader?.getResourceURLsForPathname?.(pathname)

/**
 * Tells gatsby-plugin-offline's worker a page's resources, with the message the plugin's
 * own browser code sends for prefetched pages (its sw-append.js handles it), so that the
 * page is served offline.
 */
export const tellOfflineWorker = (
  controller: ServiceWorker,
  pathname: string,
  resources: string[],
) => controller.postMessage({ gatsbyApi: 'setPathResources', path: pathname, resources })

/**
 * Whether the page came without the build's HTML: gatsby-plugin-offline's app shell, which
 * Gatsby renders into #___gatsby's focus wrapper (gatsby/cache-dir/production-app.js).
 */
export const isEmptyAppShell = (doc: Document) =>
  !doc.getElementById('gatsby-focus-wrapper')?.children.length
