// A built page as the renderer writes it (its head and its grid of blocks), read back by
// the DOM parser as a browser reads HTML: for the tests of hostile content.
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import type { LayoutData, PlannedRoute } from '../../../contract'
import { createStore } from '../../store/configure-store'
import { PageGrid } from '../PageGrid'
import { PageHead } from '../PageHead'

export const renderPage = (route: PlannedRoute, site: LayoutData['site']) => {
  const html = renderToStaticMarkup(
    <Provider store={createStore()}>
      <PageHead route={route} site={site} />
      <PageGrid rows={route.rows} blocks={route.blocks} />
    </Provider>,
  )
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  )
  return { html, doc }
}
