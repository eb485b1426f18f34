import type { GatsbyBrowser } from 'gatsby'
import { Provider } from 'react-redux'
import { browserStore, startMemberArea } from './src/store/browser-store'

// One store for the whole visit; the member side's sagas start after hydration.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <Provider store={browserStore()}>{element}</Provider>
)

// Marks the page as interactive once React has hydrated it; browser tests wait for it,
// and styles may use it.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
  void startMemberArea()
}

// Move focus to the main content after a client-side navigation, so that keyboard and
// screen-reader users start on the new page rather than on the link they left.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  if (!prevLocation) return
  document.getElementById('hovedinnhold')?.focus({ preventScroll: true })
}
