// A rating as everyone reads it: five stars, filled to the score rounded to the nearest
// half star (4,5 is four and a half, not five), with the score itself written beside them
// («4,5 av 5»), so that the scale is plain to a sighted reader and the words carry it to a
// screen reader (the stars themselves are hidden from it). The row of five stars is
// painted in the accent up to the score's share of its width and muted after it, so a half
// star needs no glyph of its own (few fonts have one) and no text is cut.
import styled from 'styled-components'
import { theme } from '../../client/theme'

export const MAX_STARS = 5

/** The score to the nearest half star, within 0 to 5. */
export const halfStars = (score: number) =>
  Math.min(MAX_STARS, Math.max(0, Math.round(score * 2) / 2))

type Props = {
  /** The score, 0 to 5; decimals are written as given and drawn to the nearest half star. */
  score: number
  /** How the score is written (a decimal comma for an average). */
  text?: string
}

export const Stars = ({ score, text = String(score) }: Props) => {
  const shown = halfStars(score)
  return (
    <Line>
      <span
        className="stars"
        aria-hidden="true"
        data-stars={shown}
        style={{ '--filled': `${(shown / MAX_STARS) * 100}%` } as React.CSSProperties}
      >
        {'★'.repeat(MAX_STARS)}
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
    /* Every star one width, so that a share of the row is that many stars. */
    font-family: 'DejaVu Sans', 'Segoe UI Symbol', sans-serif;
    letter-spacing: 0;
    background: linear-gradient(
      90deg,
      ${theme.colour.accent} var(--filled),
      ${theme.colour.line} var(--filled)
    );
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  @media (forced-colors: active) {
    .stars {
      background: none;
      color: CanvasText;
    }
  }
`
