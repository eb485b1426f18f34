// The current page's path and query string, for blocks that read them (the search page's
// ?q=, the login page's ?tilbake=). The template provides them from Gatsby's location
// through PageLocationProvider, so they follow client-side navigation.
import { withPrefix } from 'gatsby'
import { createContext, useContext, type ReactNode } from 'react'

export const PageLocationContext = createContext<{ pathname: string; search: string }>({
  pathname: '/',
  search: '',
})

export const usePathname = (): string => useContext(PageLocationContext).pathname

export const useQueryParam = (name: string): string =>
  new URLSearchParams(useContext(PageLocationContext).search).get(name) ?? ''

type PageLocation = { pathname: string; search: string }

/**
 * A path as the site names it. Gatsby's location carries the build's path prefix, which
 * only an editor's preview has (it is served under the rebuild hook); the site's links,
 * menus and filters name paths without it, and Link and navigate add it again.
 */
export const withoutPrefix = (pathname: string): string => {
  const prefix = withPrefix('/').replace(/\/$/, '')
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname
  return pathname.slice(prefix.length) || '/'
}

export const PageLocationProvider = ({
  location,
  children,
}: {
  location: PageLocation
  children: ReactNode
}) => (
  <PageLocationContext.Provider
    value={{ pathname: withoutPrefix(location.pathname), search: location.search }}
  >
    {children}
  </PageLocationContext.Provider>
)
