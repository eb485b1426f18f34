// What a showing offers, as small labels of text: the language spoken and the subtitles,
// 3D and Dolby Atmos, accessibility and the kind of showing (made at build time, see
// src/lib/showing-attributes.ts). Each leads to the place on /tilgjengelighet that says
// what it means (the ShowingLabelGuide block).
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
  return (
    <Labels>
      {labels.map(({ text, explainer }) => (
        <a key={text} href={`${EXPLAINER_PATH}#${explainer}`}>
          {text}
        </a>
      ))}
    </Labels>
  )
}

const Labels = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin-top: 0.3rem;
  a {
    padding: 0 0.45rem;
    border: 1px solid ${theme.colour.inkMuted};
    border-radius: 4px;
    font-size: 0.8rem;
    font-weight: 400;
    color: inherit;
    /* A flex item: it moves to the next line whole, and only a label longer than the line
       («Norwegian speech (dubbed)» at 320 px) wraps inside its box. */
  }
`
