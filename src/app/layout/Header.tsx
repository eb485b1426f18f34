// The site's header: one row of the logo, the menu, search and login. At most 72 px high on
// a phone and 96 px on a desktop, so that the page itself has the first screen. Which menu
// items stand in the desktop bar is worked out at build time from their labels
// (src/pipeline/plan/header-menu.ts). «Meny»/«Mer» and «Søk» are <details> sharing one
// name: they work without JavaScript and React never touches their state, so nothing moves
// when it arrives. Each item is in the page twice, bar and panel, and CSS shows one of the
// two at each width, so what is seen and what Tab reaches is the menu's order, once.
import { Link } from 'gatsby'
import { useRef } from 'react'
import styled from 'styled-components'
import type { LayoutData } from '../../contract'
import { HeaderLogin } from '../../features/user/components/HeaderLogin'
import { media, theme } from '../../client/theme'
import { HeaderMenu } from './HeaderMenu'
import { SearchForm } from './SearchForm'
import { useHeaderDisclosures } from './use-header-disclosures'
import { usePageLanguage, useWords } from '../../components/page-context/PageLanguage'
import { fillText, LOCALE_ROOTS, pathInLocale } from '../../contract'

type Props = { site: LayoutData['site']; menu: LayoutData['headerMenu'] }

/** The logo's height on a desktop: the SPEC's 6vh, kept between 40 and 52 px so that a tall
 * window does not make the bar tall. */
const LOGO_HEIGHT = 'clamp(40px, 6vh, 52px)'

export const Header = ({ site, menu }: Props) => {
  const bar = useRef<HTMLElement>(null)
  const { locale } = usePageLanguage()
  const text = useWords()
  useHeaderDisclosures(bar)
  return (
    <Bar ref={bar}>
      <Row>
        <LogoLink to={LOCALE_ROOTS[locale]}>
          {/* The light logo on the dark scheme's bar; CSS shows the one in force. */}
          {[
            { scheme: 'on-light', src: site.logo.src, aspect: site.logo.aspect },
            { scheme: 'on-dark', src: site.logo.srcOnDark, aspect: site.logo.aspectOnDark },
          ].map(({ scheme, src, aspect }) => (
            <img
              key={scheme}
              className={scheme}
              src={src}
              alt={fillText(text.logoHome, { site: site.logo.alt })}
              width={Math.round(40 * aspect)}
              height="40"
            />
          ))}
        </LogoLink>
        <HeaderMenu entries={menu} />
        {site.search.enabled && (
          <SearchForm action={pathInLocale(site.search.submitPath, locale)} />
        )}
        <HeaderLogin />
      </Row>
    </Bar>
  )
}

const Bar = styled.header`
  position: relative;
  z-index: 40;
  background: ${theme.headerGradient};
  color: ${theme.colour.headerInk};
  /* The dark scheme's orange edge: a shadow, so that the bar keeps its height. */
  box-shadow: inset 0 -3px 0 ${theme.colour.headerEdge};
`

const Row = styled.div`
  max-width: ${theme.container};
  min-height: 64px;
  margin: 0 auto;
  padding: 0.5rem;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  ${media.lg} {
    min-height: 72px;
    padding: 0.6rem 1rem;
    gap: 0.75rem;
  }
`

const LogoLink = styled(Link)`
  display: inline-flex;
  flex: none;
  margin-right: auto;
  img {
    height: 40px;
    width: auto;
  }
  .on-dark {
    display: none;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) & .on-light {
      display: none;
    }
    :root:not([data-scheme='light']) & .on-dark {
      display: block;
    }
  }
  :root[data-scheme='dark'] & .on-light {
    display: none;
  }
  :root[data-scheme='dark'] & .on-dark {
    display: block;
  }
  ${media.lg} {
    margin-right: 0.5rem;
    img {
      height: ${LOGO_HEIGHT};
    }
  }
`
