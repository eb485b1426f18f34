// The current page's query string, for blocks that read it (the search page's ?q=). The
// template provides it from Gatsby's location, so it follows client-side navigation.
import { createContext, useContext } from 'react'

export const PageLocationContext = createContext<{ search: string }>({ search: '' })

export const useQueryParam = (name: string): string =>
  new URLSearchParams(useContext(PageLocationContext).search).get(name) ?? ''
