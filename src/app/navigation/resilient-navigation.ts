// SPEC sections 2, 8 and 9 on top of Gatsby's own navigation (which already waits for a
// page's resources, reports a wait of over 1000 ms, and loads a page in full when its
// resources fail or come from a newer build):
// - a page-load failure is logged; online, Gatsby then loads the path in full; offline,
//   where that full load cannot work, the visitor stays on the page and is told why;
// - when most of the last five resource downloads failed, the next navigation is a full
//   page load;
// - a wait of over 1000 ms shows a visible, announced loading line.
// Gatsby's navigate() and its loader's loadPage are wrapped here, through the one door to
// Gatsby's private parts (src/platform/gatsby-runtime.ts).
import { gatsbyNavigation, type PageResources } from '../../platform/gatsby-runtime'
import { createResourceHistory, watchResourceDownloads } from './resource-history'
import { navigationStatus } from './status-region'

export type GatsbyWindow = Window & typeof globalThis

const failed = (resources: PageResources) => !resources || resources.status === 'error'

export const installResilientNavigation = (win: GatsbyWindow) => {
  const history = createResourceHistory()
  watchResourceDownloads(win, history)
  const status = navigationStatus(win.document)
  status.create()
  win.addEventListener('online', status.clear) // the offline message is then out of date

  const gatsby = gatsbyNavigation(win)
  if (gatsby) {
    const { navigate, loadPage } = gatsby
    const loadPageLogged = (path: string) =>
      loadPage(path)
        .catch((): PageResources => null)
        .then((resources) => {
          if (failed(resources))
            console.error(`Page-load failure: the resources of ${path} could not be loaded.`)
          return resources
        })
    gatsby.replaceLoadPage(loadPageLogged)

    gatsby.replaceNavigate((to, options) => {
      if (typeof to !== 'string') return navigate(to, options)
      if (!win.navigator.onLine) {
        const url = new URL(to, win.location.href)
        return loadPageLogged(url.pathname + url.search).then((resources) => {
          if (failed(resources)) status.offline()
          else navigate(to, options)
        })
      }
      if (history.mostlyFailed()) return win.location.assign(to)
      return navigate(to, options)
    })
  }

  return {
    /** Gatsby's onRouteUpdateDelayed: the page's resources take over 1000 ms. */
    delayed: status.loading,
    /** Gatsby's onRouteUpdate: the new page is shown. */
    settled: status.clear,
  }
}
