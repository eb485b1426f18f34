// The page's language, its interface words and its versions in other languages, for every
// component that says something of its own. A Norwegian page needs nothing from its data
// (NB_TEXT is the default); an English route's data carries its words.
import { createContext, useContext, type ReactNode } from 'react'
import { NB_TEXT, type Alternates, type Locale, type UiText } from '../../contract'

type PageLanguage = { locale: Locale; text: UiText; alternates: Alternates }

const PageLanguageContext = createContext<PageLanguage>({
  locale: 'nb',
  text: NB_TEXT,
  alternates: {},
})

/** The interface's words in the page's language. */
export const useUiText = (): UiText => useContext(PageLanguageContext).text

export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext)

export const PageLanguageProvider = ({
  value,
  children,
}: {
  value: PageLanguage
  children: ReactNode
}) => <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
