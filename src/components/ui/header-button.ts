// A control of the header bar (the menu, search and login): on a phone an icon over a short
// label in a target of at least 48 px, the label left to screen readers below 360 px; from
// the lg breakpoint a pill with the icon beside its label.
import { css } from 'styled-components'
import { media, theme } from '../../client/theme'

export const headerButton = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 48px;
  min-height: 48px;
  padding: 2px 4px;
  border: 2px solid transparent;
  border-radius: 10px;
  background: transparent;
  color: ${theme.colour.headerInk};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
  }
  &:hover {
    background: ${theme.colour.headerHover};
  }
  @media (max-width: 359.98px) {
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  ${media.lg} {
    flex-direction: row;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.35rem 0.8rem;
    border-color: ${theme.colour.headerInk};
    border-radius: 999px;
    font-size: 1rem;
    svg {
      width: 18px;
      height: 18px;
    }
  }
`
