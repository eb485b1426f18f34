// Every path the code links to, and the helpers that build an href from one: the one place
// a page's address is written. Each page path names a page record that the build must
// have; the build fails when one has none (src/pipeline/plan/named-paths.ts), so that a
// renamed record cannot leave a link to nowhere.

/** Pages the code links to, each a page record's path. */
export const PAGE_PATHS = {
  /** The programme (SPEC, fixed routes). */
  programme: '/kino',
  events: '/arrangementer',
  news: '/nyheter',
  search: '/search',
  ageRatings: '/aldersgrenser',
  contact: '/kontakt',
  /** The film club's login. */
  login: '/kinoklubb',
  signUp: '/kinoklubb/bli-medlem',
  forgotPassword: '/kinoklubb/glemt-passord',
  /** A member's own page. */
  minSide: '/kinoklubb/min-side',
  /** The watch list, with or without an account. */
  watchList: '/kinoklubb/onskeliste',
  /** Where the ticketing partner sends a buyer back with the order (set up at the
   * partner): read by the «Kjøp billett» hand-over. */
  purchaseReturn: '/kjop-fullfort',
} as const

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS]

/** Files the build writes that the code links to. */
export const FILE_PATHS = {
  /** The web app manifest (src/pipeline/outputs/web-app-manifest.ts). */
  webAppManifest: '/manifest.webmanifest',
  /** The news feed (RSS 2.0) of the site's articles. */
  newsFeed: '/rss.xml',
} as const

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  return params.length ? `${path}?${params.join('&')}` : path
}

/** The login page, sending the member back to returnTo afterwards. */
export const loginHref = (returnTo?: string) => withQuery(PAGE_PATHS.login, { tilbake: returnTo })

/** The login page after «Logg ut», which says the member is logged out. */
export const loggedOutHref = () => withQuery(PAGE_PATHS.login, { utlogget: '1' })

/** The sign-up page, sending the new member back to returnTo afterwards. */
export const signUpHref = (returnTo?: string) => withQuery(PAGE_PATHS.signUp, { tilbake: returnTo })

/** Search results for a query. */
export const searchHref = (query: string) => withQuery(PAGE_PATHS.search, { q: query })

/** Every calendar file of the site, and nothing else, is under this folder: a build removes
 * what it no longer makes there (a showing or a film gone from the programme). */
export const CALENDAR_DIR = '/kalender'

/** One showing's calendar file, by the partner's event id: the checkout's receipt names the
 * event it sold, and offers the showing's file from it. */
export const showingCalendarPath = (eventId: string) =>
  `${CALENDAR_DIR}/${encodeURIComponent(eventId)}.ics`

/** Where the calendar of one film is, to follow it («Følg filmen»): by its page's path. */
export const filmCalendarPath = (pagePath: string) =>
  `${CALENDAR_DIR}/film/${pagePath.replace(/^\//, '')}.ics`

/** Where a subscribable calendar of a series is (a CalendarSubscribe block's name). */
export const calendarFeedPath = (name: string) => `${CALENDAR_DIR}/abonner/${name}.ics`
