import type { GatsbySSR } from 'gatsby'
import { Provider } from 'react-redux'
import { EarlyPresses } from './src/components/ui/early-presses'
import { HideShowings } from './src/components/ui/HideShowings'
import { ConsentMarker } from './src/features/consent/ConsentMarker'
import { SchemeMarker } from './src/features/colour-scheme/SchemeMarker'
import { createStore } from './src/app/store/configure-store'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'nb' })
  setHeadComponents([
    <SchemeMarker key="scheme-marker" />,
    <HideShowings key="hide-showings" />,
    <ConsentMarker key="consent-marker" />,
    <EarlyPresses key="early-presses" />,
  ])
}

// A fresh store for every page the build renders, so no page sees another's state. Its
// sagas never run here: the build has no visitor, no localStorage and no partner API.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <Provider store={createStore()}>{element}</Provider>
)
