// The one page template: every route, fixed or parameterised, is a grid of blocks whose
// data gatsby-node has already resolved into this page's data file.
import type { HeadFC, PageProps } from 'gatsby'
import type { PlannedRoute } from '../contract'
import { PageGrid } from './layout/PageGrid'
import { PageHead } from './layout/PageHead'
import { PageLocationProvider } from '../components/page-context/PageLocation'
import { VenueProvider } from '../components/page-context/Venue'
import { SiteLayout } from './layout/SiteLayout'
import { useLayoutData } from './layout/use-layout-data'
import { ImageCatalogueContext } from '../components/ui/ContentImage'

type Context = { route: PlannedRoute }

const BlockPage = ({ pageContext, location }: PageProps<object, Context>) => {
  const layout = useLayoutData()
  return (
    // The page's path as the site names it. Gatsby's location carries the build's path
    // prefix, which an editor's preview has (it is served under the rebuild hook); menus
    // and filters compare and build paths without it.
    <PageLocationProvider location={{ pathname: pageContext.route.path, search: location.search }}>
      <ImageCatalogueContext.Provider value={pageContext.route.images}>
        <VenueProvider venue={{ name: layout.site.name, url: layout.site.url }}>
          <SiteLayout data={layout}>
            <PageGrid rows={pageContext.route.rows} blocks={pageContext.route.blocks} />
          </SiteLayout>
        </VenueProvider>
      </ImageCatalogueContext.Provider>
    </PageLocationProvider>
  )
}

export default BlockPage

export const Head: HeadFC<object, Context> = ({ pageContext }) => (
  <PageHead route={pageContext.route} site={useLayoutData().site} />
)
