import type { GatsbySSR } from 'gatsby'
// GatsbyImage's page-wide parts: its styles, the no-JavaScript style, and the script that
// shows a picture once it has loaded. The plugin itself is not registered (see gatsby-node),
// and is installed under the name plugin-image (see the README's notes for maintainers).
import { onRenderBody as imageHeadComponents } from 'plugin-image/gatsby-ssr'
import { Provider } from 'react-redux'
import { HideShowings } from './src/components/ui/HideShowings'
import { ConsentMarker } from './src/features/consent/ConsentMarker'
import { createStore } from './src/app/store/configure-store'

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args
  setHtmlAttributes({ lang: 'nb' })
  imageHeadComponents(args, { plugins: [] })
  setHeadComponents([<HideShowings key="hide-showings" />, <ConsentMarker key="consent-marker" />])
}

// A fresh store for every page the build renders, so no page sees another's state. Its
// sagas never run here: the build has no visitor, no localStorage and no partner API.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <Provider store={createStore()}>{element}</Provider>
)
