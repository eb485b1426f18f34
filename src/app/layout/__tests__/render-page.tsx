// A built page as the renderer writes it (its head and its grid of blocks), read back by
// an HTML parser as a browser reads it: for the tests of what the build writes. Tests
// that use it run in Node, as the build does: under jsdom, react-redux would take itself
// for a browser and warn about layout effects on every render.
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import type { LayoutData, PlannedRoute } from '../../../contract'
import { NB_WORDS } from '../../../pipeline/plan/norwegian-words'
import { createStore } from '../../store/configure-store'
import { PageGrid } from '../PageGrid'
import { PageHead } from '../PageHead'

export const renderPage = (route: PlannedRoute, site: LayoutData['site']) => {
  const html = renderToStaticMarkup(
    <Provider store={createStore()}>
      <PageHead route={route} site={site} words={NB_WORDS} />
      <PageGrid rows={route.rows} blocks={route.blocks} />
    </Provider>,
  )
  const doc = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window
    .document
  return { html, doc }
}
