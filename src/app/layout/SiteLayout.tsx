// The page-header-footer layout: skip link, header, main content, footer.
import { Suspense, type ReactNode } from 'react'
import styled from 'styled-components'
import type { LayoutData } from '../../contract'
import { ConsentManager } from '../../features/consent/ConsentManager'
import { IdleWarning } from '../../features/user/components/IdleWarning'
import { theme } from '../../client/theme'
import { Footer } from './Footer'
import { GlobalStyle } from './GlobalStyle'
import { Header } from './Header'
import { OfflineNotice } from './OfflineNotice'
import { useWords } from '../../components/page-context/PageLanguage'

export const MAIN_ID = 'hovedinnhold'

type Props = { data: LayoutData; children: ReactNode }

export const SiteLayout = ({ data, children }: Props) => <Chrome data={data}>{children}</Chrome>

const Chrome = ({ data, children }: Props) => {
  const text = useWords()
  return (
    <>
      <GlobalStyle />
      <ConsentManager
        trackingId={data.site.analyticsTrackingId}
        pixelId={data.site.pixelId}
        siteName={data.site.name}
        moreInfoPath={data.site.cookieInfoPath}
      />
      <SkipLink href={`#${MAIN_ID}`}>{text.skipToMain}</SkipLink>
      <OfflineNotice programmeAt={data.site.programmeAt} />
      {/* Header and footer hydrate on their own too (see BlockRenderer). */}
      <Suspense fallback={null}>
        <Header site={data.site} menu={data.headerMenu} />
      </Suspense>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Suspense fallback={null}>
        <Footer site={data.site} menu={data.footerMenu} blocks={data.footer} />
      </Suspense>
      <IdleWarning />
    </>
  )
}

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${theme.colour.ink};
  color: ${theme.colour.paper};
  font-weight: 600;
  &:focus {
    top: 1rem;
  }
`

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`
