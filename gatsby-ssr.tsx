import type { GatsbySSR } from 'gatsby'
import { HidePastShowings } from './src/components/ui/HidePastShowings'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'nb' })
  setHeadComponents([<HidePastShowings key="hide-past-showings" />])
}
