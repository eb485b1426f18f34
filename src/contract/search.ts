// One entry of the search index: the build writes the index, the search page reads it.
export type SearchDocument = {
  kind: 'article' | 'library' | 'culture'
  title: string
  url: string
  /** ISO date: an article's publication, a culture production's next showing. */
  date?: string
  /** Shown in snippets and searched. */
  text: string
  /** Searched but not shown: a production's features and venue. */
  keywords?: string
}
