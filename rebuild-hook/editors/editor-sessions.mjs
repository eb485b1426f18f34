// The editors' sessions on the publish page: created only when an editor logs in (the form
// token before that lives in a cookie of its own, editor-routes.mjs), kept in this process
// in a store of at most MAX_SESSIONS, each ending IDLE_MS after the editor's last request
// and at the latest MAX_AGE_MS after the login. A flood of anonymous visits stores nothing,
// and no number of logins grows the store past its cap (the oldest session goes first).
import crypto from 'node:crypto'
import { MemoryStore } from '@fastify/session'
import { LruMap } from 'toad-cache'
import { PAGE } from '../publish-page/publish-page.mjs'

export const IDLE_MS = 60 * 60_000
export const MAX_AGE_MS = 8 * 60 * 60_000
export const MAX_SESSIONS = 200

/** The cookies' names and path. Over HTTPS they carry the `__Host-` prefix: a browser then
 * takes them only from this exact origin, Secure and for the whole path, so the public
 * site, a sibling of this origin, cannot set one here (cookie tossing). */
export const cookieNames = (secure) =>
  secure
    ? { session: '__Host-publisering', form: '__Host-publisering-skjema', path: '/' }
    : { session: 'publisering', form: 'publisering-skjema', path: PAGE }

/** The sessions' store: a map of at most maxSessions, each leaving idleMs after its last
 * request (toad-cache's LRU, which @fastify/session's store takes for its Map). */
export const sessionMap = ({ idleMs = IDLE_MS, maxSessions = MAX_SESSIONS } = {}) =>
  new LruMap(maxSessions, idleMs)

/** @fastify/session's options for the editors' sessions, kept in `sessions`. */
export const editorSessionOptions = ({ secure, names, sessions, idleMs = IDLE_MS }) => ({
  secret: crypto.randomBytes(32).toString('base64url'),
  cookieName: names.session,
  saveUninitialized: false,
  // Each request of a logged-in editor renews the idle time, in the store and the cookie.
  rolling: true,
  store: new MemoryStore(sessions),
  cookie: { path: names.path, httpOnly: true, secure, sameSite: 'strict', maxAge: idleMs },
})

/** Whether a session is within its time since login. */
export const sessionIsCurrent = (session, now = Date.now()) => {
  const since = session.get('loggedInAt')
  return typeof since === 'number' && now - since < MAX_AGE_MS
}
