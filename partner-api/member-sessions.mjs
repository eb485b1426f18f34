// The member API's sessions and XSRF check, on @fastify/session and @fastify/csrf-protection.
// The partner's wire contract (SPEC section 7) stays: a `session` cookie, and an XSRF-TOKEN
// cookie the site echoes in X-XSRF-TOKEN on every change. The token is the plugin's, made
// from a secret in the session, so it is checked against the session rather than against a
// second cookie.
//
// The sessions are the partner's own data, kept in its store file beside its members, so
// they outlive a restart and a test can see them end. This store forgets a session idle for
// longer than idleMs, as a TTL store does, and notes a session's use at most once a minute,
// so reading tickets does not write the file on every call.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyCsrf from '@fastify/csrf-protection'
import fastifySession from '@fastify/session'

const TOUCH_EVERY_MS = 60_000

/** The session store of @fastify/session over the partners' store files. */
export class PartnerSessionStore {
  constructor(stores, idleMs) {
    this.stores = stores
    this.idleMs = idleMs
  }

  #find(id) {
    for (const [partner, store] of Object.entries(this.stores))
      if (Object.hasOwn(store.data.sessions, id)) return { partner, store }
    return null
  }

  #live(session, now) {
    return typeof session?.lastSeenAt === 'number' && now - session.lastSeenAt < this.idleMs
  }

  get(id, callback) {
    const found = this.#find(id)
    const now = Date.now()
    const session = found?.store.data.sessions[id]
    if (!found || !this.#live(session, now)) return callback(null, null)
    if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
      session.lastSeenAt = now
      found.store.save()
    }
    return callback(null, { partner: found.partner, ...session })
  }

  set(id, session, callback) {
    const store = this.stores[session.partner]
    // A session with no member in it (a visitor's) is not kept.
    if (!store || !session.email) return callback()
    const kept = store.data.sessions[id]
    store.data.sessions[id] = {
      email: session.email,
      _csrf: session._csrf,
      lastSeenAt: kept?.lastSeenAt ?? Date.now(),
    }
    store.save()
    return callback()
  }

  destroy(id, callback) {
    const found = this.#find(id)
    if (found) {
      delete found.store.data.sessions[id]
      found.store.save()
    }
    return callback()
  }

  /** Removes idle sessions from every store. */
  prune(now = Date.now()) {
    for (const store of Object.values(this.stores)) {
      const idle = Object.entries(store.data.sessions).filter(([, s]) => !this.#live(s, now))
      for (const [id] of idle) delete store.data.sessions[id]
      if (idle.length > 0) store.save()
    }
  }
}

/** The signing secret, kept beside the stores so that a restart keeps members logged in. */
const secretIn = (dataDir) => {
  const file = path.join(dataDir, 'session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

/**
 * Registers the session and the XSRF check in the member API's scope. secure: the Secure
 * flag as @fastify/session takes it (true, false or 'auto').
 */
export const memberSessions = async (app, { store, dataDir, secure }) => {
  await app.register(fastifySession, {
    secret: secretIn(dataDir),
    cookieName: 'session',
    store,
    saveUninitialized: false,
    // Idle time is the store's to keep; the cookie lasts as long as the browser.
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure },
  })
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => request.headers['x-xsrf-token'],
  })
}
