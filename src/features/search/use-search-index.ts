// The search index of the page's language, a static file beside its pages, fetched only
// where a visitor searches.
import type { Locale, SearchDocument } from '../../contract'
import { SEARCH_INDEX_PATHS } from '../../contract'
import { useStaticJson } from '../../hooks/use-static-json'

export const useSearchIndex = (locale: Locale) =>
  useStaticJson<SearchDocument[]>(SEARCH_INDEX_PATHS[locale], 'the search index')
