// The programme as the watch list needs it: each production's upcoming showings, by the
// page that shows it and its film number. The build writes it; min side and the watch-list
// page fetch it on demand, so public pages never carry it.
export const SHOWINGS_INDEX_PATH = '/showings-index.json'

export type IndexedShowing = {
  id: string
  startTime: string
  /** The screen or stage. */
  location: string
  ticketUrl: string
}

export type IndexedProduction = {
  path: string
  /** A film's number at the partner (watch-list entries carry it). */
  ediNumber?: string
  title: string
  showings: IndexedShowing[]
}

export type ShowingsIndex = { productions: IndexedProduction[] }
