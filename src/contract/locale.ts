// The site's languages. Norwegian (bokmål) is the site; English pages are the ones editors
// have translated, under /en, each paired with the Norwegian page it translates.
export const LOCALES = ['nb', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'nb'

/** Where a locale's pages live: the Norwegian ones at the root, the English under /en. */
export const LOCALE_ROOTS: Record<Locale, string> = { nb: '/', en: '/en' }

/** The locale whose pages a path belongs to. */
export const localeOfPath = (path: string): Locale =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'nb'

/** A Norwegian page's path in a locale: the page itself, or its version under /en (a path
 * the code links to, such as /search, whose translation the content has). */
export const pathInLocale = (path: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? path : `${LOCALE_ROOTS[locale]}${path}`

/** A route's versions in each language that has one, by path: the route's own included. */
export type Alternates = Partial<Record<Locale, string>>

/** The hreflang links of a page that exists in more than one language: each version, and
 * x-default (the Norwegian one, the site's own). None for a page in one language. */
export const alternateLinks = (alternates: Alternates): { lang: string; path: string }[] => {
  const versions = LOCALES.flatMap((lang) => {
    const path = alternates[lang]
    return path ? [{ lang, path }] : []
  })
  if (versions.length < 2) return []
  return [...versions, { lang: 'x-default', path: alternates[DEFAULT_LOCALE]! }]
}
