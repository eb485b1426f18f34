// The quieter, outlined pill for a secondary action on a <button> (save, remove). Kept
// apart from pillButton: only the member pages and the watch-list button use it, and
// pillButton's module is in every page's first load.
import { css } from 'styled-components'
import { theme } from '../../client/theme'

export const outlinePillButtonElement = css`
  font: inherit;
  font-weight: 700;
  padding: 0.5rem 1.1rem;
  border: 2px solid ${theme.colour.ink};
  border-radius: 999px;
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  cursor: pointer;
`
