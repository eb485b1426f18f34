// Which routes are the same page in two languages: an English page record names the
// Norwegian page it translates, and a parameterised pair (/:production and
// /en/:production) pairs route by route, by the record each route shows.
import type { Alternates } from '../../contract/locale'
import type { Page } from '../../contract/records/content'
import type { ContentFault } from '../errors'
import type { Params } from '../resolve/resolve'

type Expanded = { page: Page; params: Params; path: string }

/** The Norwegian page a page is, or translates. */
const originalOf = (page: Page) => (page.locale === 'nb' ? page.id : page.translationOf!)

const keyOf = (page: Page, params: Params) =>
  JSON.stringify([originalOf(page), Object.entries(params).sort()])

/** For each route, its path in each language it exists in (its own included). */
export const translations = (routes: Expanded[]) => {
  const byKey = new Map<string, Alternates>()
  for (const { page, params, path } of routes) {
    const key = keyOf(page, params)
    byKey.set(key, { ...byKey.get(key), [page.locale]: path })
  }
  return (page: Page, params: Params, path: string): Alternates => ({
    ...byKey.get(keyOf(page, params)),
    [page.locale]: path,
  })
}

const paramsOf = (path: string) =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .sort()
    .join()

/** An English page must translate a Norwegian page that exists, with the same route
 * parameter, and be its only translation. */
export const translationFaults = (pages: { file: string; page: Page }[]): ContentFault[] => {
  const faults: ContentFault[] = []
  const translated = new Map<string, string>()
  for (const { file, page } of pages) {
    if (page.locale !== 'en') continue
    const fault = (message: string) =>
      faults.push({ file, record: page.id, field: 'translationOf', message })
    const original = pages.find((p) => p.page.id === page.translationOf)?.page
    if (!original || original.locale !== 'nb') {
      fault(`"${page.translationOf}" is not a Norwegian page`)
      continue
    }
    if (paramsOf(original.path) !== paramsOf(page.path))
      fault(`its path ${page.path} has other parameters than ${original.path}`)
    const earlier = translated.get(original.id)
    if (earlier) fault(`"${original.id}" is already translated by "${earlier}"`)
    translated.set(original.id, page.id)
  }
  return faults
}
