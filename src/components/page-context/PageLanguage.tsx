// The page's language, its versions in other languages and the interface's words in its
// language (the layout data carries every language's words: src/contract/ui-text.ts).
import { createContext, useContext, type ReactNode } from 'react'
import type { Alternates, Locale, UiText } from '../../contract'

type PageLanguage = { locale: Locale; alternates: Alternates; words: UiText }

const PageLanguageContext = createContext<PageLanguage | null>(null)

// Only a component test renders outside a page: jest.setup.ts gives it Norwegian.
let outsideAPage: PageLanguage | null = null
export const setLanguageOutsideAPage = (language: PageLanguage) => {
  outsideAPage = language
}

export const usePageLanguage = (): PageLanguage => {
  const language = useContext(PageLanguageContext) ?? outsideAPage
  if (!language) throw new Error('Rendered outside a page: no PageLanguageProvider above it.')
  return language
}

/** The interface's words in the page's language. */
export const useWords = (): UiText => usePageLanguage().words

export const PageLanguageProvider = ({
  value,
  children,
}: {
  value: PageLanguage
  children: ReactNode
}) => <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
