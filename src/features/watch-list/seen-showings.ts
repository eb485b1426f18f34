// «Nye visninger»: which films on the watch list have gained showings since the last
// visit. Each visit records the showings it saw, by the film's movie id; the first look in a
// visit keeps the previous record for the rest of the visit (in sessionStorage), so that
// the marks survive a reload and go away at the next visit. A member's record is kept where
// the member's session keeps its data (local-storage.ts), and goes at logout.
import { memberStore, removeEverywhere, sessionStore } from '../../client/local-storage'

export const SEEN_SHOWINGS_KEY = 'cw-seen-showings'
export const VISIT_BASELINE_KEY = 'cw-seen-showings-visit'

/** Upcoming showing ids by movie id (none: the film was not in the programme). */
export type SeenShowings = Record<string, string[]>

/**
 * The films with a showing the last visit did not see. One the last visit did not look
 * at is not marked: it is new on the list, not new in the programme.
 */
export const gainedShowings = (lastVisit: SeenShowings, now: SeenShowings): Set<string> =>
  new Set(
    Object.entries(now)
      .filter(([movieId, ids]) => {
        const seen = lastVisit[movieId]
        return seen !== undefined && ids.some((id) => !seen.includes(id))
      })
      .map(([movieId]) => movieId),
  )

const read = (storage: Storage | null, key: string): SeenShowings | null => {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as SeenShowings)
      : null
  } catch {
    return null
  }
}

const write = (storage: Storage | null, key: string, value: SeenShowings) => {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // full or disabled: nothing is marked next time
  }
}

/** What the last visit saw (the same answer all through this visit). */
export const lastVisitSeen = (): SeenShowings => {
  const kept = read(sessionStore(), VISIT_BASELINE_KEY)
  if (kept) return kept
  const last = read(memberStore(), SEEN_SHOWINGS_KEY) ?? {}
  write(sessionStore(), VISIT_BASELINE_KEY, last)
  return last
}

/** Records what this visit sees, for the next; other films' records are kept. */
export const recordSeen = (now: SeenShowings) =>
  write(memberStore(), SEEN_SHOWINGS_KEY, { ...read(memberStore(), SEEN_SHOWINGS_KEY), ...now })

/** Forgets what was seen (a member logging out). */
export const forgetSeenShowings = () => removeEverywhere(SEEN_SHOWINGS_KEY, VISIT_BASELINE_KEY)
