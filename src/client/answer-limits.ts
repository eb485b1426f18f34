// The largest answer each partner call takes (docs/decisions/partner-answer-limits.md): ten
// times or more the largest plausible answer, so that no real answer comes near, while a
// runaway one (a bug, a proxy, an attack) is stopped as it arrives instead of freezing the
// page. The stand-in's answers today: a login 120 bytes, a ticket 420, a watch-list film 170.
const KB = 1024

export const ANSWER_LIMITS = {
  /** Login, sign-up, the token switch, password reset, adding a film, the ticketing login:
   * a profile or an acknowledgement of a few hundred bytes. */
  small: 64 * KB,
  /** Ten tickets a page (SPEC section 9), each at most about 5 KB with long notes and a
   * dozen seats. */
  tickets: 512 * KB,
  /** Ten films a page, each at most about 2 KB. */
  watchList: 256 * KB,
  /** Twenty reviews a page, each at most about 5 KB of comment. */
  reviews: 1024 * KB,
  /** One film's info. */
  movieInfo: 256 * KB,
  /** Live seats for the showings a page lists: about 300 on /kino, each under 500 bytes. */
  events: 2048 * KB,
} as const
