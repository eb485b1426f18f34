// The header menu. From the lg breakpoint the items that fit (worked out at build time,
// src/pipeline/plan/header-menu.ts) stand in the bar, and «Mer» holds the rest; on a phone
// «Meny» holds them all. Both are one <details>, so the menu works without JavaScript and
// nothing changes when React arrives. Each item is in the page twice (in the bar and in the
// panel), and CSS shows exactly one of them at each width: what is seen, and what the
// keyboard reaches, is always the menu's own order.
import styled from 'styled-components'
import { Link } from 'gatsby'
import {
  LANGUAGE_LINK_ID,
  LOCALE_ROOTS,
  type HeaderLink,
  type HeaderMenuEntry,
  type InlineFrom,
} from '../../contract'
import { usePageLanguage, useWords } from '../../components/page-context/PageLanguage'
import { media, theme } from '../../client/theme'
import { headerButton } from '../../components/ui/header-button'
import { ChevronIcon, MenuIcon } from '../../components/ui/icons'
import { SmartLink } from '../../components/ui/SmartLink'

/** The <details> name the header's disclosures share, so that opening one closes the other. */
export const HEADER_DISCLOSURE = 'toppmeny'

/** The same page in the other language where it has one, and that language's front page
 * where not; named in its own language. */
const LanguageLink = ({ label }: { label: string }) => {
  const { locale, alternates } = usePageLanguage()
  const other = locale === 'nb' ? 'en' : 'nb'
  return (
    <Link to={alternates[other] ?? LOCALE_ROOTS[other]} lang={other} hrefLang={other}>
      {label}
    </Link>
  )
}

const MenuLink = ({ item }: { item: HeaderLink }) =>
  item.id === LANGUAGE_LINK_ID ? (
    <LanguageLink label={item.label} />
  ) : (
    <SmartLink href={item.path} newWindow={item.openInNewWindow}>
      {item.label}
    </SmartLink>
  )

/** From which width every item stands in the bar, so that «Mer» would be empty. */
const emptyFrom = (entries: HeaderMenuEntry[]): InlineFrom | undefined => {
  if (entries.some((e) => e.inlineFrom === null)) return undefined
  return entries.some((e) => e.inlineFrom === 'wide') ? 'wide' : 'lg'
}

export const HeaderMenu = ({ entries }: { entries: HeaderMenuEntry[] }) => {
  const inline = entries.filter((e) => e.inlineFrom !== null)
  const text = useWords()
  return (
    <Nav aria-label={text.mainMenu}>
      {inline.length > 0 && (
        <Bar>
          {inline.map((e) => (
            <li key={e.id} data-from={e.inlineFrom}>
              <MenuLink item={e} />
            </li>
          ))}
        </Bar>
      )}
      <More name={HEADER_DISCLOSURE} data-empty-from={emptyFrom(entries)}>
        <summary>
          <MenuIcon />
          <span className="label phone">{text.menu}</span>
          <span className="label desktop">{text.more}</span>
          <ChevronIcon />
        </summary>
        <Panel>
          {entries.map((e) => (
            <li key={e.id} data-from={e.inlineFrom ?? undefined}>
              <MenuLink item={e} />
              {e.children.length > 0 && (
                <ul>
                  {e.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </Panel>
      </More>
    </Nav>
  )
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  ${media.lg} {
    flex: 1 1 auto;
    min-width: 0;
    gap: 0.25rem;
  }
`

const link = `
  a {
    display: block;
    min-height: 44px;
    padding: 10px 0.55rem;
    line-height: 24px;
    border-radius: 999px;
    color: ${theme.colour.ink};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover,
  a[aria-current] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
`

const Bar = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  ${link}
  a[aria-current] {
    background: ${theme.colour.headerHover};
  }
  ${media.lg} {
    display: flex;
    /* The build sees that the links fit (header-menu.ts); should they not (a reader's own
       text spacing, WCAG 1.4.12, or a wider font), they take a second row instead of
       running under «Mer» and «Søk». */
    flex-wrap: wrap;
    gap: 0.1rem;
  }
  li[data-from='wide'] {
    display: none;
    ${media.wide} {
      display: block;
    }
  }
`

const More = styled.details`
  summary {
    ${headerButton}
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary > svg:last-child,
  .desktop {
    display: none;
  }
  &[open] summary {
    background: ${theme.colour.paper};
  }
  ${media.lg} {
    position: relative;
    summary > svg:first-child,
    .phone {
      display: none;
    }
    summary > svg:last-child,
    .desktop {
      display: inline;
    }
    &[open] summary > svg:last-child {
      transform: rotate(180deg);
    }
    &[data-empty-from='lg'] {
      display: none;
    }
  }
  ${media.wide} {
    &[data-empty-from='wide'] {
      display: none;
    }
  }
`

// A band under the bar on a phone; a drop-down under «Mer» on a desktop.
const Panel = styled.ul`
  position: absolute;
  z-index: 45;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 0.5rem 1rem 1rem;
  background: ${theme.colour.paper};
  border-bottom: 4px solid ${theme.colour.orangeDark};
  box-shadow: 0 8px 16px rgba(0, 0, 0, 0.2);
  ${link}
  a {
    border-radius: 8px;
    white-space: normal;
  }
  a[aria-current] {
    background: ${theme.colour.paperAlt};
  }
  ul {
    list-style: none;
    margin: 0 0 0.25rem 1rem;
    padding: 0 0 0 0.5rem;
    border-left: 2px solid ${theme.colour.line};
  }
  ${media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0 1rem;
  }
  ${media.lg} {
    display: block;
    left: auto;
    right: 0;
    top: calc(100% + 0.75rem);
    min-width: 17rem;
    max-height: calc(100vh - 7rem);
    padding: 0.5rem;
    border: 1px solid ${theme.colour.line};
    border-top: 4px solid ${theme.colour.orangeDark};
    border-radius: ${theme.radius};
    li[data-from='lg'] {
      display: none;
    }
  }
  ${media.wide} {
    li[data-from='wide'] {
      display: none;
    }
  }
`
