// The current page's path and query string, for blocks that read them (the search page's
// ?q=, the login page's ?tilbake=). The template provides them (the path its route has,
// the query from Gatsby's location) through PageLocationProvider, so they follow
// client-side navigation.
import { createContext, useContext, type ReactNode } from 'react'

export const PageLocationContext = createContext<{ pathname: string; search: string }>({
  pathname: '/',
  search: '',
})

export const usePathname = (): string => useContext(PageLocationContext).pathname

export const useQueryParam = (name: string): string =>
  new URLSearchParams(useContext(PageLocationContext).search).get(name) ?? ''

type PageLocation = { pathname: string; search: string }

export const PageLocationProvider = ({
  location,
  children,
}: {
  location: PageLocation
  children: ReactNode
}) => <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>
