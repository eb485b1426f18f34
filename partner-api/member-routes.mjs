// The member calls of the partner's API (SPEC section 7): login, logout, sign-up, password
// reset, the token exchange, tickets, the watch list and adding to it. They run in a scope
// of their own with the session (member-sessions.mjs, @fastify/session kept in each
// partner's store) and the XSRF check: a change needs a member's session (401 without) and
// the XSRF token echoed in X-XSRF-TOKEN (403 without).
import { httpError } from '../server-common/fastify-app.mjs'
import { lockedMessage } from '../server-common/login-limiter.mjs'
import { memberSessions } from './member-sessions.mjs'
import { findByEmail, findByToken, hashPassword, newMember, passwordMatches } from './members.mjs'
import { addRoutes, page } from './route-table.mjs'

/** A JSON body with these fields, each non-empty text (the member API's requests). */
const textFields = (...fields) => ({
  type: 'object',
  required: fields,
  properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', pattern: '\\S' }])),
})
const EMAIL = { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }

// Stores written before tickets were kept in the wire shape hold image and sal instead.
const ticketOnWire = ({ image, sal, ...t }) => ({
  ...t,
  poster: t.poster ?? image,
  screen: t.screen ?? sal,
})

/** Counts a login attempt; throws 429 with Retry-After while the account is locked. */
export const loginAdmission = (limiter) => async (who) => {
  const wait = await limiter.attempt(who)
  if (wait > 0)
    throw httpError(429, lockedMessage(wait), { 'Retry-After': String(Math.ceil(wait / 1000)) })
}

/**
 * The member calls, registered as a Fastify plugin with { stores, catalogue, limiter,
 * sessionStore, dataDir, secureCookies }.
 */
export const memberRoutes = async (
  scope,
  { stores, catalogue, limiter, sessionStore, dataDir, secureCookies },
) => {
  const secure = (request) =>
    secureCookies === 'always' || (secureCookies === 'auto' && request.protocol === 'https')
  // @fastify/session sets a Secure cookie only on a request that came over TLS; behind a
  // TLS proxy ('always') that is what the proxy's X-Forwarded-Proto says.
  const sessionCookieSecure = SESSION_COOKIE_SECURE[secureCookies]
  const admitLogin = loginAdmission(limiter)

  // The XSRF-TOKEN cookie of the partner's contract: readable by the site, which echoes it
  // in X-XSRF-TOKEN on every change (member-sessions.mjs checks it).
  const setXsrfCookie = (request, reply, token, maxAge) =>
    reply.setCookie('XSRF-TOKEN', token, {
      secure: secure(request),
      sameSite: 'lax',
      path: '/',
      maxAge,
    })

  /**
   * The member's session: a new one (a new id, so a session from before the login never
   * becomes a member's), unless the request's session is already this member's. The site
   * exchanges its token again while min side's calls are on their way with the cookie they
   * started with; a new id would end that session under them and they would meet a 401.
   */
  const startSession = async (request, reply, partner, member) => {
    sessionStore.prune()
    const { session } = request
    if (session.partner !== partner || session.email !== member.email) {
      await session.regenerate() // puts a new session on request.session
      request.session.partner = partner
      request.session.email = member.email
    }
    setXsrfCookie(request, reply, reply.generateCsrf())
  }

  /** The member of this partner the request's session belongs to. */
  const signedIn = (request, store) => {
    const { partner, email } = request.session
    const member = partner === request.params.partner && email && findByEmail(store.data, email)
    if (!member) throw httpError(401, 'Du må logge inn i kinoklubben.')
    return member
  }

  const routes = {
    'POST login': {
      body: textFields('Email', 'Password'),
      handler: async (request, reply, store) => {
        const { Email, Password } = request.body
        const who = { email: Email, client: request.ip }
        await admitLogin(who)
        const member = findByEmail(store.data, Email)
        if (!(await passwordMatches(member, Password)))
          throw httpError(401, 'Feil e-postadresse eller passord.')
        await limiter.succeeded(who)
        await startSession(request, reply, request.params.partner, member)
        return { marsToken: member.token, UserName: member.userName, UserInfo: member.email }
      },
    },
    // Ends this browser's session and clears its cookies; the member API answers 401 to it
    // afterwards. Answers the same when there was no session, so logging out always works.
    'POST logout': {
      xsrf: 'when signed in',
      handler: async (request, reply) => {
        await request.session.destroy()
        reply.clearCookie('session', { path: '/' })
        setXsrfCookie(request, reply, '', 0)
        return reply.code(204).send()
      },
    },
    'POST createUser': {
      body: textFields('email', 'password', 'userName'),
      handler: async (request, reply, store) => {
        const body = request.body
        if (!new RegExp(EMAIL.pattern).test(body.email))
          throw httpError(400, 'E-postadressen er ikke gyldig.')
        if (body.password.length < 8) throw httpError(400, 'Passordet må ha minst 8 tegn.')
        if (findByEmail(store.data, body.email))
          throw httpError(409, 'Det finnes allerede et medlem med denne e-postadressen.')
        const member = newMember(body, await hashPassword(body.password))
        // Another sign-up with the same address may have finished while this one hashed.
        if (findByEmail(store.data, body.email))
          throw httpError(409, 'Det finnes allerede et medlem med denne e-postadressen.')
        store.data.members.push(member)
        await startSession(request, reply, request.params.partner, member)
        return { Token: member.token, UserName: member.userName, ContactEmail: member.email }
      },
    },
    // Answers the same whether or not the address is a member, so it reveals nobody.
    'POST forgotPassword': {
      body: textFields('Email'),
      handler: async (request, reply) => {
        if (!new RegExp(EMAIL.pattern).test(request.body.Email))
          throw httpError(400, 'E-postadressen er ikke gyldig.')
        return reply.code(200).send()
      },
    },
    'POST switchTokensDx': {
      handler: async (request, reply, store) => {
        const member = findByToken(store.data, request.headers['x-token'])
        if (!member) throw httpError(401, 'Innloggingen har gått ut. Logg inn på nytt.')
        await startSession(request, reply, request.params.partner, member)
        return reply.code(204).send()
      },
    },
    'GET tickets': {
      handler: async (request, reply, store) => {
        const { skip, take } = page(request.query, 10)
        return signedIn(request, store)
          .tickets.slice(skip, skip + take)
          .map(ticketOnWire)
      },
    },
    'GET watchlist': {
      handler: async (request, reply, store) => {
        const { skip, take } = page(request.query, 10)
        return signedIn(request, store).watchList.slice(skip, skip + take)
      },
    },
    'POST addMovieToWatchList': {
      body: textFields('id'),
      xsrf: 'always',
      handler: async (request, reply, store) => {
        const member = signedIn(request, store)
        const { id } = request.body
        const film = catalogue.filmByMovieId(id)
        if (!film) throw httpError(404, 'Fant ikke filmen.')
        if (!member.watchList.some((m) => m.movieId === id)) {
          member.watchList.push({
            movieId: id,
            title: film.title,
            poster: film.poster,
            ediNumber: film.ediNumber,
            link: `/${film.slug}`,
          })
          store.save()
        }
        return { ok: true }
      },
    },
  }

  // The member calls, in a scope of their own with the session and the XSRF check.
  {
    await memberSessions(scope, { store: sessionStore, dataDir, secure: sessionCookieSecure })
    // A change needs a member's session (401 without) and the XSRF token (403 without);
    // a logout needs the token only when there is a session to end.
    const xsrfCheck = (when) => (request, reply, done) => {
      if (!request.session.email)
        return done(
          when === 'always' ? httpError(401, 'Du må logge inn i kinoklubben.') : undefined,
        )
      return scope.csrfProtection(request, reply, done)
    }
    addRoutes(scope, stores, routes, (xsrf) => xsrf && xsrfCheck(xsrf))
  }
}

/** The session cookie's Secure flag for each setting of secureCookies. */
export const SESSION_COOKIE_SECURE = { auto: 'auto', always: true, never: false }
