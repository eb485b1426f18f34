// Failed logins, with rate-limiter-flexible. Two policies:
// - createLoginLimiter (the partner API stand-in, as the partner does it): counted per
//   account (a member's e-mail address) and per client address within a window; at the
//   limit that account (or client) is locked until the window of its first failure ends,
//   even with the right password, so guessing gains nothing;
// - createLoginThrottle (the editors' publish page): a client that fails is locked out
//   alone, and an account is slowed down, never locked, so that nobody can keep an editor
//   out by failing on purpose.
// An attempt counts from the moment it starts (hashing takes a while, and a burst sent in
// parallel must not slip past the count) until it succeeds. Expired entries leave memory
// when their window ends.
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { LruMap } from 'toad-cache'

export const createLoginLimiter = ({
  windowMs = 15 * 60_000,
  maxPerEmail = 5,
  maxPerClient = 20,
} = {}) => {
  const duration = windowMs / 1000
  const perAccount = new RateLimiterMemory({ keyPrefix: 'account', points: maxPerEmail, duration })
  const perClient = new RateLimiterMemory({ keyPrefix: 'client', points: maxPerClient, duration })
  const account = (email) => String(email).toLowerCase()

  return {
    /** Counts a login attempt. Resolves with 0 if it may go ahead, or the milliseconds until
     * a login may be tried again. */
    async attempt({ email, client }) {
      const results = await Promise.allSettled([
        perAccount.consume(account(email)),
        perClient.consume(String(client)),
      ])
      return Math.max(
        0,
        ...results
          .filter((r) => r.status === 'rejected')
          .map((r) => {
            if (r.reason instanceof Error) throw r.reason
            return r.reason.msBeforeNext
          }),
      )
    },
    /** A correct login clears the account's count and takes back its own from the client's. */
    async succeeded({ email, client }) {
      await perAccount.delete(account(email))
      await perClient.reward(String(client), 1)
    },
  }
}

/** The Norwegian message a locked-out member reads. */
export const lockedMessage = (waitMs) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `For mange mislykkede forsøk på å logge inn. Vent ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'} og prøv igjen.`
}

/**
 * The editors' logins, where one person must never be able to keep another out:
 * - a client (the real one, from the proxy's X-Forwarded-For) that fails maxPerClient times
 *   within the window is refused alone until its first failure leaves the window;
 * - an account that many fail against is slowed down, never locked: from its slowAfter-th
 *   failure on, its attempts are checked one at a time, each a growing delay after the last
 *   (firstDelayMs, doubling up to maxDelayMs). An attempt whose turn lies more than
 *   maxWaitMs away is refused with the time to wait, unchecked, and costs its client
 *   nothing.
 * Account state lives in a bounded map whose entries leave a window after their last
 * failure, so a flood of invented names costs at most maxAccounts entries.
 */
export const createLoginThrottle = ({
  windowMs = 15 * 60_000,
  maxPerClient = 5,
  slowAfter = 3,
  firstDelayMs = 1000,
  maxDelayMs = 15_000,
  maxWaitMs = 30_000,
  maxAccounts = 10_000,
} = {}) => {
  const perClient = new RateLimiterMemory({
    keyPrefix: 'client',
    points: maxPerClient,
    duration: windowMs / 1000,
  })
  const accounts = new LruMap(maxAccounts, windowMs)
  const account = (name) => String(name).toLowerCase()
  const stepDelay = (failures) =>
    Math.min(firstDelayMs * 2 ** Math.max(0, failures - slowAfter), maxDelayMs)

  return {
    /** Counts a login attempt: { refusedMs, why: 'client' | 'account' } when it may not be
     * checked, else { delayMs }, how long to wait before checking it. */
    async attempt({ email, client }) {
      try {
        await perClient.consume(String(client))
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        return { refusedMs: rejection.msBeforeNext, why: 'client' }
      }
      const key = account(email)
      const state = accounts.get(key)
      if (!state || state.failures < slowAfter) return { delayMs: 0 }
      const now = Date.now()
      const turn = Math.max(now, state.nextAt)
      if (turn - now > maxWaitMs) {
        await perClient.reward(String(client), 1)
        return { refusedMs: turn - now, why: 'account' }
      }
      accounts.set(key, { ...state, nextAt: turn + stepDelay(state.failures) })
      return { delayMs: turn - now }
    },
    /** A wrong password: the account's count grows (its window starts again). */
    failed({ email }) {
      const key = account(email)
      const state = accounts.get(key) ?? { failures: 0, nextAt: 0 }
      accounts.set(key, { ...state, failures: state.failures + 1 })
    },
    /** A correct login clears the account's count and gives the client its attempt back. */
    async succeeded({ email, client }) {
      accounts.delete(account(email))
      await perClient.reward(String(client), 1)
    },
  }
}

/** The Norwegian message for an attempt the throttle refused. */
export const throttledMessage = ({ refusedMs, why }) => {
  if (why === 'client') return lockedMessage(refusedMs)
  const seconds = Math.max(1, Math.ceil(refusedMs / 1000))
  return `Det har vært mange mislykkede forsøk på å logge inn på denne kontoen akkurat nå. Prøv igjen om ${seconds} sekunder.`
}
