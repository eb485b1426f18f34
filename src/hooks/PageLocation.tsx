// The current page's path and query string, for blocks that read them (the search page's
// ?q=, the login page's ?tilbake=). The template provides them from Gatsby's location, so
// they follow client-side navigation.
import { createContext, useContext } from 'react'

export const PageLocationContext = createContext<{ pathname: string; search: string }>({
  pathname: '/',
  search: '',
})

export const usePathname = (): string => useContext(PageLocationContext).pathname

export const useQueryParam = (name: string): string =>
  new URLSearchParams(useContext(PageLocationContext).search).get(name) ?? ''
