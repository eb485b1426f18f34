// The word for each kind of result (src/contract/ui-text.ts): «Side», «Film», «Artikkel».
import type { SearchKind } from '../../contract'

export const KIND_WORD = {
  page: 'kindPage',
  article: 'kindArticle',
  library: 'kindLibrary',
  culture: 'kindCulture',
  film: 'kindFilm',
} as const satisfies Record<SearchKind, string>
