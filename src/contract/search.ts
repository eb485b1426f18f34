// One entry of the search index: the build writes the index, the search page reads it.
import type { AgeLimit } from '../lib/age-limits'

export type SearchDocument = {
  kind: 'article' | 'library' | 'culture' | 'film'
  title: string
  url: string
  /** ISO date: an article's publication, a production's next showing. */
  date?: string
  /** A production's: the starts (ISO) of its showings after `date`, a few, so that a search
   * on a page built the night before names the next one that has not begun. */
  laterStarts?: string[]
  /** A film's age limit, as the records give it ('A', '6', … '18'): the page says it in its
   * own language. */
  ageLimit?: AgeLimit
  /** Shown in snippets and searched. */
  text: string
  /** Searched but not shown: a production's features and venue, a film's original title
   * and genres. */
  keywords?: string
}
