import { Link } from 'gatsby'
import styled from 'styled-components'
import type { LayoutData } from '../../contract'
import { HeaderLogin } from '../../features/user/components/HeaderLogin'
import { media, theme } from '../../client/theme'
import { HeaderMenu } from './HeaderMenu'
import { SearchForm } from './SearchForm'

type Props = { site: LayoutData['site']; menu: LayoutData['headerMenu'] }

export const Header = ({ site, menu }: Props) => (
  <Bar>
    <Top>
      <LogoLink to="/">
        <img
          src={site.logo.src}
          alt={`${site.logo.alt} – til forsiden`}
          width={Math.round(60 * site.logo.aspect)}
          height="60"
        />
      </LogoLink>
      <HeaderLogin />
      {site.search.enabled && <SearchForm action={site.search.submitPath} />}
    </Top>
    <HeaderMenu items={menu} />
  </Bar>
)

const Bar = styled.header`
  background: ${theme.headerGradient};
  color: ${theme.colour.ink};
`

const Top = styled.div`
  max-width: ${theme.container};
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`

const LogoLink = styled(Link)`
  display: inline-flex;
  img {
    height: 6vh;
    min-height: 40px;
    width: auto;
    ${media.belowMd} {
      height: 40px;
    }
  }
`
