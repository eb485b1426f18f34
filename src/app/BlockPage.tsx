// The one page template: every route, fixed or parameterised, is a grid of blocks whose
// data gatsby-node has already resolved into this page's data file.
import type { HeadFC, PageProps } from 'gatsby'
import type { PlannedRoute } from '../contract'
import { PageGrid } from './layout/PageGrid'
import { PageHead } from './layout/PageHead'
import { PageLocationContext } from '../hooks/PageLocation'
import { VenueContext } from '../hooks/Venue'
import { SiteLayout } from './layout/SiteLayout'
import { useLayoutData } from './layout/useLayoutData'
import { ImageCatalogueContext } from '../components/ui/ContentImage'

type Context = { route: PlannedRoute }

const BlockPage = ({ pageContext, location }: PageProps<object, Context>) => {
  const layout = useLayoutData()
  return (
    <PageLocationContext.Provider value={{ pathname: location.pathname, search: location.search }}>
      <ImageCatalogueContext.Provider value={pageContext.route.images}>
        <VenueContext.Provider value={{ name: layout.site.name, url: layout.site.url }}>
          <SiteLayout data={layout}>
            <PageGrid rows={pageContext.route.rows} blocks={pageContext.route.blocks} />
          </SiteLayout>
        </VenueContext.Provider>
      </ImageCatalogueContext.Provider>
    </PageLocationContext.Provider>
  )
}

export default BlockPage

export const Head: HeadFC<object, Context> = ({ pageContext }) => (
  <PageHead route={pageContext.route} site={useLayoutData().site} />
)
