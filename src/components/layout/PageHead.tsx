// Document head for a route through the Gatsby Head API: title, description, keywords,
// Open Graph and favicon, from the page record's meta (or the record the page shows).
import type { LayoutData } from '../../build/layout-data'
import type { PlannedRoute } from '../../build/plan'

type Props = { route: PlannedRoute; pathname: string; site: LayoutData['site'] }

export const pageTitle = (route: Pick<PlannedRoute, 'path' | 'meta'>, siteName: string) =>
  route.path === '/' || route.meta.title.includes(siteName)
    ? route.meta.title
    : `${route.meta.title} | ${siteName}`

export const PageHead = ({ route, pathname, site }: Props) => {
  const { meta } = route
  const title = pageTitle(route, site.name)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={meta.image ?? site.defaultImage} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="nb_NO" />
      <meta property="og:url" content={pathname} />
      <meta name="theme-color" content="#f28a1e" />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
    </>
  )
}
