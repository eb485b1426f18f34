// Who may use the publish page: editors who know EDITOR_PASSWORD (not the CMS's webhook
// secret). A login gives a session cookie scoped to the page (HttpOnly, SameSite=Strict,
// eight hours); the session carries the editor's name, for the build history, and a
// token every form must send back. Failed logins are limited per client address, as
// member logins are, and the shared password as a whole has a higher ceiling.
import crypto from 'node:crypto'
import { cookie, parseCookies } from '../server-common/http.mjs'
import { createLoginLimiter, lockedMessage } from '../server-common/login-limiter.mjs'
import { secretMatches } from './secrets.mjs'

export const PAGE = '/publisering'
const COOKIE = 'publisering'
const SESSION_MS = 8 * 60 * 60_000
const MAX_NAME = 60

export const createEditorAccess = ({ password, secure = false, now = () => Date.now() }) => {
  const sessions = new Map() // id -> { name, token, expires }
  const limiter = createLoginLimiter({ maxPerEmail: 50, maxPerClient: 5, now })
  const who = (req) => ({ email: 'editors', client: req.socket.remoteAddress ?? 'unknown' })

  const sessionOf = (req) => {
    const id = parseCookies(req.headers.cookie)[COOKIE]
    const session = id && sessions.get(id)
    if (!session) return null
    if (session.expires < now()) {
      sessions.delete(id)
      return null
    }
    return session
  }

  return {
    sessionOf,
    /** Checks a login; returns { cookie } or { status, message } (Norwegian). */
    logIn(req, { navn, passord }) {
      const wait = limiter.retryAfterMs(who(req))
      if (wait > 0) return { status: 429, message: lockedMessage(wait) }
      const name = String(navn ?? '').trim()
      if (!name || name.length > MAX_NAME)
        return { status: 400, message: `Skriv navnet ditt (høyst ${MAX_NAME} tegn).` }
      limiter.attempted(who(req))
      if (!secretMatches(passord, password)) return { status: 401, message: 'Feil passord.' }
      limiter.succeeded(who(req))
      for (const [id, s] of sessions) if (s.expires < now()) sessions.delete(id)
      const id = crypto.randomBytes(32).toString('base64url')
      const token = crypto.randomBytes(32).toString('base64url')
      sessions.set(id, { name, token, expires: now() + SESSION_MS })
      return {
        cookie: cookie(COOKIE, id, {
          httpOnly: true,
          secure,
          sameSite: 'Strict',
          path: PAGE,
          maxAge: SESSION_MS / 1000,
        }),
      }
    },
    logOut(req) {
      sessions.delete(parseCookies(req.headers.cookie)[COOKIE])
      return cookie(COOKIE, '', {
        httpOnly: true,
        secure,
        sameSite: 'Strict',
        path: PAGE,
        maxAge: 0,
      })
    },
  }
}

/** A state-changing request from this page itself: the browser's Origin, when it sends
 * one, is this host; and, with a session, the form carries the session's token. */
export const sameOrigin = (req) => {
  const origin = req.headers.origin
  if (origin === undefined) return true // not sent by every browser on same-origin POSTs
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

export const tokenMatches = (session, given) =>
  Boolean(session) && typeof given === 'string' && secretMatches(given, session.token)
