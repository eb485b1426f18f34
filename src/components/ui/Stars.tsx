// A rating as everyone reads it: five stars, the filled ones for the score rounded to a
// whole star and the rest empty, with the score itself written beside them («4 av 5»),
// so that the scale is plain to a sighted reader and the words carry it to a screen
// reader (the stars themselves are hidden from it).
import styled from 'styled-components'
import { theme } from '../../client/theme'

export const MAX_STARS = 5

type Props = {
  /** The score, 0 to 5; decimals are written as given and drawn to the nearest star. */
  score: number
  /** How the score is written (a decimal comma for an average). */
  text?: string
}

export const Stars = ({ score, text = String(score) }: Props) => {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(score)))
  return (
    <Line>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="empty">{'☆'.repeat(MAX_STARS - filled)}</span>
      </span>{' '}
      <strong>
        {text} av {MAX_STARS}
      </strong>
    </Line>
  )
}

const Line = styled.span`
  white-space: nowrap;
  .stars {
    color: ${theme.colour.accent};
    letter-spacing: 0.05em;
  }
`
