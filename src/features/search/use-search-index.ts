// The search index, a static file next to the pages, fetched only by the search page.
import type { SearchDocument } from '../../contract'
import { useStaticJson } from '../../hooks/use-static-json'

export const SEARCH_INDEX_URL = '/search-index.json'

export const useSearchIndex = () =>
  useStaticJson<SearchDocument[]>(SEARCH_INDEX_URL, 'the search index')
