// One entry of a search index: the build writes one index per language, the search page
// and the header's search read the one of the page's language.
import type { AgeLimit } from '../lib/age-limits'
import type { Locale } from './locale'

export type SearchKind = 'page' | 'article' | 'library' | 'culture' | 'film'

/** A showing a production's result can book: what the booking link needs. */
export type SearchShowing = {
  eventId: string
  ticketUrl: string
  startTime: string
  hall: string
}

export type SearchDocument = {
  kind: SearchKind
  /** A production's id at the ticketing platform (for the statistics of a booking). */
  id?: string
  /** A production's or article's title, a page's, or the heading of a page's section. */
  title: string
  /** A section's page, by its title: «Praktisk informasjon». */
  page?: string
  /** Where it leads, in the index's language: /praktisk-info#parkering, /en/<film>. */
  url: string
  /** An article's publication (ISO). */
  date?: string
  /** A production's next showings, a few, in order, so that a search on a page built the
   * night before names and books the next one that has not begun. */
  showings?: SearchShowing[]
  /** A film's age limit, as the records give it ('A', '6', … '18'): the page says it in its
   * own language. */
  ageLimit?: AgeLimit
  /** Shown in snippets and searched. */
  text: string
  /** Who made it and who is in it: searched, and shown when they are what matched. */
  people?: string
  /** Searched but not shown: a production's genres, countries, labels, features and venue;
   * a page's meta keywords. */
  keywords?: string
  /** The language of the title and text where it is not the index's: a Norwegian record in
   * the English index. */
  lang?: Locale
}

/** Where each language's index is: beside the pages of that language. */
export const SEARCH_INDEX_PATHS: Record<Locale, string> = {
  nb: '/search-index.json',
  en: '/en/search-index.json',
}
