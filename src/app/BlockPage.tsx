// The one page template: every route, fixed or parameterised, is a grid of blocks whose
// data gatsby-node has already resolved into this page's data file.
import type { HeadFC, PageProps } from 'gatsby'
import { useMemo } from 'react'
import { DEFAULT_LOCALE, type PlannedRoute } from '../contract'
import { PageLanguageProvider } from '../components/page-context/PageLanguage'
import { PageGrid } from './layout/PageGrid'
import { PageHead } from './layout/PageHead'
import { PageLocationProvider } from '../components/page-context/PageLocation'
import { VenueProvider } from '../components/page-context/Venue'
import { SiteLayout } from './layout/SiteLayout'
import { useLayoutData } from './layout/use-layout-data'
import { ImageCatalogueContext } from '../components/ui/ContentImage'

type Context = { route: PlannedRoute }

/** The site's layout with an English page's own header menu and footer. */
const useRouteLayout = (route: PlannedRoute) => {
  const layout = useLayoutData()
  return route.chrome ? { ...layout, ...route.chrome } : layout
}

const BlockPage = ({ pageContext, location }: PageProps<object, Context>) => {
  const { route } = pageContext
  const layout = useRouteLayout(route)
  const locale = route.locale ?? DEFAULT_LOCALE
  const language = useMemo(
    () => ({ locale, alternates: route.alternates ?? {}, words: layout.words[locale] }),
    [locale, route, layout],
  )
  return (
    // The page's path as the site names it. Gatsby's location carries the build's path
    // prefix, which an editor's preview has (it is served under the rebuild hook); menus
    // and filters compare and build paths without it.
    <PageLocationProvider location={{ pathname: route.path, search: location.search }}>
      <PageLanguageProvider value={language}>
        <ImageCatalogueContext.Provider value={route.images}>
          <VenueProvider venue={{ name: layout.site.name, url: layout.site.url }}>
            <SiteLayout data={layout}>
              <PageGrid rows={route.rows} blocks={route.blocks} />
            </SiteLayout>
          </VenueProvider>
        </ImageCatalogueContext.Provider>
      </PageLanguageProvider>
    </PageLocationProvider>
  )
}

export default BlockPage

export const Head: HeadFC<object, Context> = ({ pageContext }) => {
  const { site, words } = useLayoutData()
  const { route } = pageContext
  return <PageHead route={route} site={site} words={words[route.locale ?? DEFAULT_LOCALE]} />
}
