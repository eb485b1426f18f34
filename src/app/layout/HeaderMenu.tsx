// The header menu: a row of links on wide screens, a disclosure behind a "Meny" button on
// narrow ones. It is collapsed from the first paint (no jump when React arrives); without
// JavaScript a <noscript> style shows the list and hides the button that could not work.
import { useState } from 'react'
import styled from 'styled-components'
import type { LayoutData } from '../../contract'
import { media, theme } from '../../client/theme'
import { SmartLink } from '../../components/ui/SmartLink'

type Props = { items: LayoutData['headerMenu'] }

const NO_SCRIPT_STYLE = '#hovedmeny{display:flex !important}#hovedmeny-knapp{display:none}'

export const HeaderMenu = ({ items }: Props) => {
  const [open, setOpen] = useState(false)
  return (
    <Nav aria-label="Hovedmeny">
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <Toggle
        id="hovedmeny-knapp"
        type="button"
        aria-expanded={open}
        aria-controls="hovedmeny"
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> Meny
      </Toggle>
      <List id="hovedmeny" data-collapsed={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <SmartLink href={item.path} newWindow={item.openInNewWindow}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  max-width: ${theme.container};
  margin: 0 auto;
  padding: 0 1rem 0.5rem;
`

const Toggle = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 0.9rem;
  min-height: 44px;
  border: 2px solid ${theme.colour.ink};
  border-radius: 999px;
  background: transparent;
  color: ${theme.colour.ink};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.4rem;

  &[data-collapsed='true'] {
    display: none;
    ${media.lg} {
      display: flex;
    }
  }
  ${media.belowMd} {
    flex-direction: column;
  }

  a {
    display: inline-block;
    padding: 0.45rem 0.7rem;
    border-radius: 999px;
    color: ${theme.colour.ink};
    font-weight: 600;
    text-decoration: none;
    min-height: 44px;
    line-height: 1.9;
  }
  a:hover,
  a.active {
    background: rgba(255, 255, 255, 0.55);
    text-decoration: underline;
  }
`
