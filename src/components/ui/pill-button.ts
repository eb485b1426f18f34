// The dark, rounded call-to-action used for links that act as buttons (buy a ticket, sign
// up for the newsletter, go to the library).
import { css } from 'styled-components'
import { theme } from '../../client/theme'

export const pillButton = css`
  display: inline-block;
  padding: 0.6rem 1.2rem;
  border-radius: 999px;
  background: ${theme.colour.ink};
  color: ${theme.colour.paper};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  /* A contrast theme (Windows) drops the fill: a border in the theme's colour keeps the
     button's shape («Kjøp billett» read as loose text). */
  @media (forced-colors: active) {
    border: 2px solid ButtonText;
  }
`

/** The same look on a <button> (forms, the cookie settings). */
export const pillButtonElement = css`
  ${pillButton}
  font: inherit;
  font-weight: 700;
  border: 0;
  cursor: pointer;
`
