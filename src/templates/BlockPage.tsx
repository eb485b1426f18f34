// The one page template: every route, fixed or parameterised, is a grid of blocks whose
// data gatsby-node has already resolved into this page's data file.
import type { HeadFC, PageProps } from 'gatsby'
import type { PlannedRoute } from '../build/plan'
import { PageGrid } from '../components/layout/PageGrid'
import { PageHead } from '../components/layout/PageHead'
import { SiteLayout } from '../components/layout/SiteLayout'
import { useLayoutData } from '../components/layout/useLayoutData'

type Context = { route: PlannedRoute }

const BlockPage = ({ pageContext }: PageProps<object, Context>) => {
  const layout = useLayoutData()
  return (
    <SiteLayout data={layout}>
      <PageGrid rows={pageContext.route.rows} blocks={pageContext.route.blocks} />
    </SiteLayout>
  )
}

export default BlockPage

export const Head: HeadFC<object, Context> = ({ pageContext, location }) => (
  <PageHead route={pageContext.route} pathname={location.pathname} site={useLayoutData().site} />
)
