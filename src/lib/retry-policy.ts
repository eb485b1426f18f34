// When a partner call is tried again, and after how long. The numbers are ky's defaults
// (two retries, 0.3 s then 0.6 s, 408/429/500/502/503/504), with up to 20 % jitter so that
// a premiere night's members do not come back in step. Only reads are retried: a login, a
// sign-up or an add that may have reached the partner is never sent twice by us.
export const MAX_RETRIES = 2
export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504]
const BASE_DELAY_MS = 300
/** A Retry-After longer than this is not waited out: the member is told the wait instead. */
export const RETRY_AFTER_CAP_MS = 5_000
const READ_METHODS = ['get', 'head']

export const isRead = (method: string | undefined) =>
  READ_METHODS.includes((method ?? 'get').toLowerCase())

/** Retry-After (seconds or an HTTP date) as milliseconds from now; null if absent or bad. */
export const retryAfterMs = (header: unknown, now: number): number | null => {
  if (typeof header !== 'string' || !header.trim()) return null
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/** The wait before retry number n (1, 2, …): growing, jittered, never shorter than asked. */
export const retryDelayMs = (n: number, retryAfter: number | null, random = Math.random) => {
  const delay = Math.max(BASE_DELAY_MS * 2 ** (n - 1), retryAfter ?? 0)
  return Math.round(delay + delay * 0.2 * random())
}

/** What went wrong with one attempt, as far as the retry decision needs to know. */
export type Attempt = {
  method: string
  /** The answer's status, or null when there was none (network error or time-out). */
  status: number | null
  retryAfter: number | null
  retriesDone: number
  /** Time left before the call's overall deadline, after the wait. */
  msLeftAfterWait: number
}

export const shouldRetry = (attempt: Attempt): boolean =>
  isRead(attempt.method) &&
  attempt.retriesDone < MAX_RETRIES &&
  (attempt.status === null || RETRY_STATUSES.includes(attempt.status)) &&
  (attempt.retryAfter ?? 0) <= RETRY_AFTER_CAP_MS &&
  attempt.msLeftAfterWait > 0
