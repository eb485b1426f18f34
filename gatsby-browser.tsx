import type { GatsbyBrowser } from 'gatsby'
import { Provider } from 'react-redux'
import { hydrateInSlices } from './src/app/navigation/hydrate-in-slices'
import { linkManifest } from './src/app/layout/link-manifest'
import { keepPageOnLateCodeFailure } from './src/app/navigation/late-code-failures'
import { installResilientNavigation } from './src/app/navigation/resilient-navigation'
import { updatesScroll } from './src/app/navigation/scroll'
import { onNewServiceWorker, watchUnsavedInput } from './src/app/navigation/unsaved-input'
import { browserServerState, browserStore, startMemberArea } from './src/app/store/browser-store'
import { preloadLaterParts } from './src/components/ui/later-parts'
import { pageResourceUrls, tellOfflineWorker } from './src/platform/gatsby-runtime'

// At once, as this module loads: Gatsby's runtime loads it before its navigation module,
// whose listener this one must come before (see late-code-failures).
keepPageOnLateCodeFailure(window)

let navigation: ReturnType<typeof installResilientNavigation> | undefined

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  navigation = installResilientNavigation(window)
  watchUnsavedInput(document)
  preloadLaterParts(window)
}

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby types it as React 17's render(),
// whose return value it never uses.
export const replaceHydrateFunction = () => hydrateInSlices

// One store for the whole visit; the member side's sagas start after hydration.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <Provider store={browserStore()} serverState={browserServerState()}>
    {element}
  </Provider>
)

// Marks the page as interactive once React has hydrated it; browser tests wait for it,
// and styles may use it.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
  startMemberArea()
  linkManifest(document)
}

// SPEC section 2: the page reloads when a new service worker is installed, so that a
// visitor is on the newest build (and programme) at once; but not while a form holds
// unsent input, and then the next navigation loads in full. Registration errors are logged
// by Gatsby's own registration code.
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = ({
  serviceWorker,
}) => void onNewServiceWorker(serviceWorker, () => window.location.reload())

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () =>
  navigation?.delayed()

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps,
}) => updatesScroll(prevRouterProps?.location, routerProps.location)

// gatsby-plugin-offline serves a page offline only if it knows the page's resources and
// has them cached. It learns them for prefetched pages, but not for pages reached by a hard
// load or by navigate() (min side after login), and data fetched before the worker took
// control (app data, the layout's static query) is not cached. So, for every page shown
// while a worker is in control: send the plugin's own message with the page's resources,
// and fetch the data the page needs through the worker once, which caches it.
const remembered = new Set<string>()
let appDataCached = false // the same for every page: fetched once per visit

const rememberForOffline = (pathname: string) => {
  const controller = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null
  const resources = controller ? pageResourceUrls(window, pathname) : undefined
  if (!controller || !resources?.length || remembered.has(pathname)) return
  remembered.add(pathname)
  tellOfflineWorker(controller, pathname, resources)
  const pageData = resources.find((url) => url.includes('/page-data/'))
  void Promise.all([
    appDataCached || fetch('/page-data/app-data.json').then(() => (appDataCached = true)),
    pageData &&
      fetch(pageData)
        .then((r) => r.json() as Promise<{ staticQueryHashes?: string[] }>)
        .then(({ staticQueryHashes = [] }) =>
          Promise.all(staticQueryHashes.map((hash) => fetch(`/page-data/sq/d/${hash}.json`))),
        ),
  ]).catch(() => {
    remembered.delete(pathname) // try again on the next visit
  })
}

// Move focus to the main content after a client-side navigation, so that keyboard and
// screen-reader users start on the new page rather than on the link they left. When only
// the query changes (a filter ticked, a search sent), the page is the same: focus stays on
// the control the visitor is using.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  navigation?.settled()
  rememberForOffline(location.pathname)
  if (!prevLocation || prevLocation.pathname === location.pathname) return
  document.getElementById('hovedinnhold')?.focus({ preventScroll: true })
}
