import type { GatsbyBrowser } from 'gatsby'

// Marks the page as interactive once React has hydrated it; browser tests wait for it,
// and styles may use it.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}

// Move focus to the main content after a client-side navigation, so that keyboard and
// screen-reader users start on the new page rather than on the link they left.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  if (!prevLocation) return
  document.getElementById('hovedinnhold')?.focus({ preventScroll: true })
}
