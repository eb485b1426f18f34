// Failed logins, counted per account (a member's e-mail address, an editor's account) and
// per client address within a window, with rate-limiter-flexible. At the limit, that
// account (or client) is locked until the window of its first failure ends: every login is
// refused then, even with the right password, so guessing gains nothing. An attempt counts
// from the moment it starts (hashing takes a while, and a burst sent in parallel must not
// slip past the count) until it succeeds. Expired entries leave memory when their window
// ends.
import { RateLimiterMemory } from 'rate-limiter-flexible'

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
