// SPEC sections 2, 8 and 9 on top of Gatsby's own navigation (which already waits for a
// page's resources, reports a wait of over 1000 ms, and loads a page in full when its
// resources fail or come from a newer build):
// - a page-load failure is logged; online, Gatsby then loads the path in full; offline,
//   where that full load cannot work, the visitor stays on the page and is told why;
// - when most of the last five resource downloads failed, the next navigation is a full
//   page load;
// - a wait of over 1000 ms shows a visible, announced loading line.
// Gatsby's navigate() goes through window.___navigate and window.___loader.loadPage, the
// hooks it gives (gatsby/cache-dir/navigation.js), so those are wrapped here.
import { createResourceHistory, watchResourceDownloads } from './resource-history'
import { navigationStatus } from './status-region'

type PageResources = { status?: string } | null | undefined
type Navigate = (to: string | number, options?: unknown) => unknown
export type GatsbyWindow = Window &
  typeof globalThis & {
    ___navigate?: Navigate
    ___loader?: { loadPage: (path: string) => Promise<PageResources> }
  }

const failed = (resources: PageResources) => !resources || resources.status === 'error'

export const installResilientNavigation = (win: GatsbyWindow) => {
  const history = createResourceHistory()
  watchResourceDownloads(win, history)
  const status = navigationStatus(win.document)
  status.create()
  win.addEventListener('online', status.clear) // the offline message is then out of date

  const loader = win.___loader
  const navigate = win.___navigate
  if (loader && navigate) {
    const loadPage = loader.loadPage
    loader.loadPage = (path) =>
      loadPage(path)
        .catch((): PageResources => null)
        .then((resources) => {
          if (failed(resources))
            console.error(`Page-load failure: the resources of ${path} could not be loaded.`)
          return resources
        })

    win.___navigate = (to, options) => {
      if (typeof to !== 'string') return navigate(to, options)
      if (!win.navigator.onLine) {
        const url = new URL(to, win.location.href)
        return loader.loadPage(url.pathname + url.search).then((resources) => {
          if (failed(resources)) status.offline()
          else navigate(to, options)
        })
      }
      if (history.mostlyFailed()) return win.location.assign(to)
      return navigate(to, options)
    }
  }

  return {
    /** Gatsby's onRouteUpdateDelayed: the page's resources take over 1000 ms. */
    delayed: status.loading,
    /** Gatsby's onRouteUpdate: the new page is shown. */
    settled: status.clear,
  }
}
