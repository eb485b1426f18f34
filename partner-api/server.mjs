// The local stand-in for the partner back-ends (118 and 178), their ticketing and checkout
// (ticketing.mjs) and the runtime API. It
// speaks the contract of SPEC section 7 so the member area runs end to end on one machine.
// Each partner has its own member store; sessions (@fastify/session, kept in that store by
// member-sessions.mjs) end at logout or after an idle time; authenticated changes need the
// XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (@fastify/csrf-protection);
// only the site's origin gets CORS; failed logins are limited. The store is written only
// by the handlers that change it (sessions, members, watch lists).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyCookie from '@fastify/cookie'
import fastifyCors from '@fastify/cors'
import { createApp, httpError } from '../server-common/fastify-app.mjs'
import { createLoginLimiter, lockedMessage } from '../server-common/login-limiter.mjs'
import { loadCatalogue } from './catalogue.mjs'
import {
  contentApiRoutes,
  createContentTokens,
  DEFAULT_CONTENT_CREDENTIALS,
} from './content-api.mjs'
import { createFaults, parseFaults } from './faults.mjs'
import { memberSessions, PartnerSessionStore } from './member-sessions.mjs'
import { findByEmail, findByToken, hashPassword, newMember, passwordMatches } from './members.mjs'
import { seedFor } from './seed.mjs'
import { openStore } from './store.mjs'
import { ticketingRoutes } from './ticketing.mjs'

const PARTNERS = ['118', '178']
// Stores written before tickets were kept in the wire shape hold image and sal instead.
const ticketOnWire = ({ image, sal, ...t }) => ({
  ...t,
  poster: t.poster ?? image,
  screen: t.screen ?? sal,
})
const HERE = path.dirname(fileURLToPath(import.meta.url))
const page = (query, take) => ({
  skip: Math.max(0, Number(query.skip ?? 0) || 0),
  take: Math.min(50, Number(query.take ?? take) || take),
})

/** A JSON body with these fields, each non-empty text (the member API's requests). */
const textFields = (...fields) => ({
  type: 'object',
  required: fields,
  properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', pattern: '\\S' }])),
})
const EMAIL = { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }

export const createPartnerApi = ({
  dataDir = path.join(HERE, '.data'),
  contentDir = path.join(HERE, '..', 'content'),
  allowedOrigin = 'http://localhost:8000,http://127.0.0.1:8000',
  maxBodyBytes = 16 * 1024,
  contentCredentials,
  // Where the content API's /media/ pictures are read from (default: the site's static/).
  mediaDirs,
  // The editors' drafts (content-drafts.mjs), served when a call leaves out stable=1.
  draftsDir = path.join(dataDir, 'drafts'),
  sessionIdleMs = 60 * 60_000,
  // 'auto': Secure when the request came over TLS; 'always' behind a TLS proxy; 'never'.
  secureCookies = 'auto',
  loginLimits,
  // Faults to show from the start ({ call: fault }, faults.mjs), and whether tests may set
  // them at run time through /__faults. Both off by default.
  faults: initialFaults = {},
  faultSwitch = false,
} = {}) => {
  const faults = createFaults(initialFaults)
  const catalogue = loadCatalogue(contentDir)
  const contentTokens = createContentTokens()
  const stores = Object.fromEntries(
    PARTNERS.map((id) => [id, openStore(dataDir, id, () => seedFor(id, catalogue.films))]),
  )
  if (!['auto', 'always', 'never'].includes(secureCookies))
    throw new Error(`secureCookies must be auto, always or never, not "${secureCookies}".`)
  const limiter = createLoginLimiter(loginLimits)
  const allowedOrigins = allowedOrigin.split(',').map((o) => o.trim())
  const secure = (request) =>
    secureCookies === 'always' || (secureCookies === 'auto' && request.protocol === 'https')
  // @fastify/session sets a Secure cookie only on a request that came over TLS; behind a
  // TLS proxy ('always') that is what the proxy's X-Forwarded-Proto says.
  const sessionCookieSecure = { auto: 'auto', always: true, never: false }[secureCookies]

  const sessionStore = new PartnerSessionStore(stores, sessionIdleMs)

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

  /** Counts a login attempt; throws 429 with Retry-After while the account is locked. */
  const admitLogin = async (who) => {
    const wait = await limiter.attempt(who)
    if (wait > 0)
      throw httpError(429, lockedMessage(wait), { 'Retry-After': String(Math.ceil(wait / 1000)) })
  }

  const memberRoutes = {
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

  // Film info and reviews are for anyone: no session is read for them.
  const catalogueRoutes = {
    'GET movieInfo': {
      handler: async (request) => {
        const info = catalogue.movieInfo(request.query.ediNumber ?? '')
        if (!info) throw httpError(404, 'Fant ingen film med dette nummeret.')
        return info
      },
    },
    'GET reviews': {
      handler: async (request) => {
        const { skip, take } = page(request.query, 20)
        return catalogue.reviews(request.query.ediNumber ?? '').slice(skip, skip + take)
      },
    },
  }

  // Which call a path is, as faults.mjs names them.
  const callOf = (pathname) =>
    /^\/partner\/\d+\/api\/(\w+)$/.exec(pathname)?.[1] ??
    (/^\/runtime\/sites\/\d+\/events$/.test(pathname) ? 'events' : null) ??
    (/^\/ticketing\/\d+\/login$/.test(pathname) ? 'ticketing-login' : null)

  const app = createApp({
    name: 'partner API',
    trustProxy: secureCookies === 'always',
    bodyLimit: maxBodyBytes,
    // Unexpected errors (500) carry no detail; the log has it.
    serverErrorMessage: 'Noe gikk galt hos billettleverandøren.',
  })
  // The member API reads only JSON bodies. A cross-site HTML form can send text/plain (or
  // form data, which only the checkout reads) without a CORS preflight, so refusing those
  // with 415 closes login CSRF.
  app.removeContentTypeParser('text/plain')
  // No answer of a partner is cached (a route may say otherwise).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('Cache-Control', 'no-store')
    done()
  })
  app.register(fastifyCookie)
  // CORS for the site's origins only; other origins get no CORS headers, so browsers refuse.
  app.register(fastifyCors, {
    origin: allowedOrigins,
    credentials: true,
    allowedHeaders: ['Content-Type', 'X-XSRF-TOKEN', 'X-Token', 'Authorization'],
    methods: ['GET', 'POST', 'OPTIONS'],
    // The site reads Retry-After to honour it and to tell the member how long to wait.
    exposedHeaders: ['Retry-After'],
  })
  // Only where faults can be: they cost every call two hooks. After CORS (an onRequest
  // hook), so that a fault's answer carries the CORS headers a browser needs to read it;
  // before the body's schema, so that a fault answers any call.
  if (faultSwitch || Object.keys(initialFaults).length > 0) {
    app.addHook('preValidation', async (request, reply) => {
      const call = callOf(request.target.path)
      if (call) return faults.apply(call, request, reply)
    })
    app.addHook('onSend', async (request, reply, payload) => faults.rewrite(request, payload))
  }

  if (faultSwitch)
    // The test-only switch: GET lists the faults, PUT { call: fault | null } sets them,
    // DELETE clears them all.
    app.route({
      method: ['GET', 'PUT', 'DELETE'],
      url: '/__faults',
      handler: async (request) => {
        if (request.method === 'PUT') faults.set(request.body ?? {})
        if (request.method === 'DELETE') faults.clear()
        return faults.list()
      },
    })

  app.register(contentApiRoutes, {
    contentDir,
    credentials: contentCredentials,
    mediaDirs,
    draftsDir,
    tokens: contentTokens,
  })
  app.register(ticketingRoutes, {
    stores,
    catalogue,
    allowedOrigins,
    admitLogin,
    limiter,
    sessionCookieSecure,
  })

  app.get('/runtime/sites/:site/events', async (request) => {
    if (!PARTNERS.includes(request.params.site)) throw httpError(404, 'Fant ikke tjenesten.')
    const ids = String(request.query.ids ?? '')
      .split(',')
      .filter(Boolean)
    if (ids.length === 0) throw httpError(400, 'Parameteret ids mangler.')
    return catalogue.liveEvents(ids)
  })

  const addRoutes = (scope, routes, preHandlerOf = () => undefined) => {
    for (const [route, { body, xsrf, handler }] of Object.entries(routes)) {
      const [method, call] = route.split(' ')
      scope.route({
        method,
        url: `/partner/:partner/api/${call}`,
        schema: body ? { body } : undefined,
        preHandler: preHandlerOf(xsrf),
        handler: async (request, reply) => {
          const store = stores[request.params.partner]
          if (!PARTNERS.includes(request.params.partner) || !store)
            throw httpError(404, 'Fant ikke tjenesten.')
          return handler(request, reply, store)
        },
      })
    }
  }
  addRoutes(app, catalogueRoutes)
  // The member calls, in a scope of their own with the session and the XSRF check.
  app.register(async (scope) => {
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
    addRoutes(scope, memberRoutes, (xsrf) => xsrf && xsrfCheck(xsrf))
  })

  // Ended and idle sessions leave the store even when nobody logs in for a while.
  const pruning = setInterval(
    () => {
      sessionStore.prune()
    },
    Math.min(sessionIdleMs, 10 * 60_000),
  ).unref()
  app.addHook('onClose', async () => clearInterval(pruning))
  app.decorate('expireContentTokens', contentTokens.expire)
  app.decorate('issuedContentTokens', contentTokens.issued)
  return app
}

// The stand-in accepts the same credentials the build is given (defaults in content-api.mjs).
const contentCredentialsFromEnv = (env) => ({
  clientId: env.CONTENT_CLIENT_ID || DEFAULT_CONTENT_CREDENTIALS.clientId,
  clientSecret: env.CONTENT_CLIENT_SECRET || DEFAULT_CONTENT_CREDENTIALS.clientSecret,
  platformUser: env.CONTENT_PLATFORM_USER || DEFAULT_CONTENT_CREDENTIALS.platformUser,
  platformPassword: env.CONTENT_PLATFORM_PASSWORD || DEFAULT_CONTENT_CREDENTIALS.platformPassword,
})

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PARTNER_API_PORT ?? 8118)
  const host = process.env.PARTNER_API_HOST ?? '127.0.0.1'
  const server = createPartnerApi({
    dataDir: process.env.PARTNER_API_DATA_DIR || undefined,
    allowedOrigin: process.env.PARTNER_API_ALLOWED_ORIGIN || undefined,
    maxBodyBytes: Number(process.env.PARTNER_API_MAX_BODY_BYTES) || undefined,
    sessionIdleMs: Number(process.env.PARTNER_API_SESSION_IDLE_MINUTES) * 60_000 || undefined,
    secureCookies: process.env.PARTNER_API_SECURE_COOKIES || undefined,
    contentCredentials: contentCredentialsFromEnv(process.env),
    faults: parseFaults(process.env.PARTNER_API_FAULTS),
    faultSwitch: process.env.PARTNER_API_FAULT_SWITCH === '1',
  })
  await server.listen({ port, host })
  console.log(`Partner API stand-in at http://localhost:${port} (partners 118 and 178)`)
}
