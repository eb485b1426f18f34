import type { GatsbySSR } from 'gatsby'
import { HIDE_PAST_SHOWINGS } from './src/lib/past-showings-script'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'nb' })
  setPostBodyComponents([
    <script key="past-showings" dangerouslySetInnerHTML={{ __html: HIDE_PAST_SHOWINGS }} />,
  ])
}
