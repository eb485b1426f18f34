import styled from 'styled-components'
import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton'
import { SchemeChoice } from '../../features/colour-scheme/scheme-choice-later'
import type { FooterItem, LayoutData } from '../../contract'
import { media, theme } from '../../client/theme'
import { SmartLink } from '../../components/ui/SmartLink'
import { useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract'

type Props = {
  site: LayoutData['site']
  menu: LayoutData['footerMenu']
  blocks: LayoutData['footer']
}

const Item = ({ item }: { item: FooterItem }) => {
  switch (item.type) {
    case 'title':
      return <strong>{item.value}</strong>
    case 'text':
      return <span>{item.value}</span>
    case 'html':
      // Footer HTML is sanitised at build time (src/pipeline/validate/sanitize.ts).
      return <span dangerouslySetInnerHTML={{ __html: item.value }} />
    case 'link':
      return <SmartLink href={item.href ?? '#'}>{item.value}</SmartLink>
  }
}

export const Footer = ({ site, menu, blocks }: Props) => {
  const text = useWords()
  return (
    <Bar>
      <Grid>
        <div>
          <img
            className="footer-logo"
            src={site.logo.srcOnDark}
            alt={site.logo.alt}
            width="170"
            height={Math.round(170 / site.logo.aspectOnDark)}
          />
          <p>
            {fillText(text.runBy, { site: site.name })}{' '}
            <SmartLink href={site.municipality.url}>{site.municipality.name}</SmartLink>.
          </p>
        </div>
        {blocks.map((block) => (
          <section key={block.id} aria-labelledby={`footer-${block.id}`}>
            <h2 id={`footer-${block.id}`}>{block.title}</h2>
            <ul>
              {block.items.map((item) => (
                <li key={`${item.order}-${item.value}`}>
                  <Item item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Grid>
      <MenuNav aria-label={text.footerMenu}>
        <ul>
          {menu.map((item) => (
            <li key={item.id}>
              <SmartLink href={item.path} newWindow={item.openInNewWindow}>
                {item.label}
              </SmartLink>
            </li>
          ))}
          <li>
            <ConsentSettingsButton className="consent" />
          </li>
        </ul>
      </MenuNav>
      <Schemes>
        <SchemeChoice />
      </Schemes>
    </Bar>
  )
}

const Schemes = styled.div`
  max-width: ${theme.container};
  margin: 1rem auto 0;
`

const Bar = styled.footer`
  background: ${theme.colour.footer};
  color: ${theme.colour.footerInk};
  padding: 2.5rem 1rem 1.5rem;
  margin-top: 3rem;
  a {
    color: ${theme.colour.footerInk};
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.6rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0.3rem 0;
  }
  .footer-logo {
    max-width: 170px;
    height: auto;
  }
`

// On a phone the short groups stand two by two (the footer was a screen and a half); the
// site's own line and the contact, with an address, take the width.
const Grid = styled.div`
  max-width: ${theme.container};
  margin: 0 auto;
  display: grid;
  gap: 1.75rem 1.25rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > div,
  > section:first-of-type {
    grid-column: 1 / -1;
  }
  ${media.md} {
    > div,
    > section:first-of-type {
      grid-column: auto;
    }
    gap: 2rem;
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.wide} {
    grid-template-columns: repeat(5, 1fr);
  }
`

const MenuNav = styled.nav`
  max-width: ${theme.container};
  margin: 2rem auto 0;
  padding-top: 1rem;
  border-top: 1px solid #444;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  .consent {
    font: inherit;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colour.footerInk};
    text-decoration: underline;
    cursor: pointer;
  }
`
