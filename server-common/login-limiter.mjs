// Failed logins are counted per account (a member's e-mail address, or the editors' shared
// password on the publish page) and per client address within a window.
// At the limit, that account (or client) is locked until the window of its first failure
// ends: every login is refused then, even with the right password, so guessing gains
// nothing. An attempt counts as failed from the moment it starts (hashing takes a while,
// and a burst sent in parallel must not slip past the count) until it succeeds. Memory is
// bounded: expired entries are dropped, and the oldest go first when too many addresses
// are tracked.
export const createLoginLimiter = ({
  windowMs = 15 * 60_000,
  maxPerEmail = 5,
  maxPerClient = 20,
  maxTracked = 10_000,
  now = () => Date.now(),
} = {}) => {
  const failures = new Map() // key -> { count, since }

  const current = (key) => {
    const entry = failures.get(key)
    if (entry && now() - entry.since >= windowMs) {
      failures.delete(key)
      return undefined
    }
    return entry
  }

  const keysOf = ({ email, client }) => [
    [`email:${String(email).toLowerCase()}`, maxPerEmail],
    [`client:${client}`, maxPerClient],
  ]

  return {
    /** Milliseconds until a login may be tried again, or 0 if it may be tried now. */
    retryAfterMs(who) {
      let wait = 0
      for (const [key, max] of keysOf(who)) {
        const entry = current(key)
        if (entry && entry.count >= max) wait = Math.max(wait, entry.since + windowMs - now())
      }
      return wait
    },
    /** Counts an attempt as failed until succeeded() says otherwise. */
    attempted(who) {
      for (const [key] of keysOf(who)) {
        const entry = current(key)
        if (entry) entry.count += 1
        else {
          if (failures.size >= maxTracked) failures.delete(failures.keys().next().value)
          failures.set(key, { count: 1, since: now() })
        }
      }
    },
    /** A correct login clears the e-mail's count and takes back its own from the client's. */
    succeeded({ email, client }) {
      failures.delete(`email:${String(email).toLowerCase()}`)
      const entry = current(`client:${client}`)
      if (entry) entry.count = Math.max(0, entry.count - 1)
    },
    get tracked() {
      return failures.size
    },
  }
}

/** The Norwegian message a locked-out member reads. */
export const lockedMessage = (waitMs) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `For mange mislykkede forsøk på å logge inn. Vent ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'} og prøv igjen.`
}
