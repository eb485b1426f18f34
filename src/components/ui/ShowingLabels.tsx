// What a showing offers, as a line of words: the language spoken and the subtitles, 3D and
// Dolby Atmos, accessibility and the kind of showing (made at build time, see
// src/lib/showing-attributes.ts). Each says what it is in words; a list that shows them
// links once to /tilgjengelighet, which explains them (ExplainLabels), rather than every
// label being a link of its own (43 Tab stops on /kino before the first booking link).
// Plain text, not boxes: a boxed label read as a button to press.
import styled from 'styled-components'
import { formatTime } from '../../lib/dates'
import { theme } from '../../client/theme'
import { EXPLAINER_PATH, type ShowingLabel } from '../../lib/showing-attributes'
import { fillText } from '../../contract'

/** «slutter ca. 20:20», or nothing when the film's length is unknown. */
export const endText = (endsAt: string | undefined, words: { endsAbout: string }) =>
  endsAt && fillText(words.endsAbout, { time: formatTime(endsAt) })

export const ShowingLabels = ({ labels }: { labels: ShowingLabel[] }) => {
  if (labels.length === 0) return null
  return <Labels>{labels.map(({ text }) => text).join(' · ')}</Labels>
}

/** The one link of a list to what its labels mean. */
export const ExplainLabels = ({ text }: { text: string }) => (
  <Explain>
    <a href={`${EXPLAINER_PATH}#merking`}>{text}</a>
  </Explain>
)

const Labels = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: 0.85rem;
  color: ${theme.colour.inkMuted};
`

const Explain = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.95rem;
`
