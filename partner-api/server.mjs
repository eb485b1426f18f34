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
import { createLoginLimiter } from '../server-common/login-limiter.mjs'
import { loadCatalogue } from './catalogue.mjs'
import {
  contentApiRoutes,
  createContentTokens,
  DEFAULT_CONTENT_CREDENTIALS,
} from './content-api.mjs'
import { createFaults, parseFaults } from './faults.mjs'
import { PartnerSessionStore } from './member-sessions.mjs'
import { loginAdmission, memberRoutes, SESSION_COOKIE_SECURE } from './member-routes.mjs'
import { catalogueRoutes } from './catalogue-routes.mjs'
import { PARTNERS } from './route-table.mjs'
import { programmeClock, clockOptionsFromEnv } from './programme-clock.mjs'
import { redateDemoTickets, seedFor } from './seed.mjs'
import { openStore } from './store.mjs'
import { ticketingRoutes } from './ticketing.mjs'

const HERE = path.dirname(fileURLToPath(import.meta.url))

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
  // The programme clock (programme-clock.mjs: { now, shift, shiftDays }), the build's:
  // by default the real time, the demo programme moved to start today.
  programme = {},
} = {}) => {
  const faults = createFaults(initialFaults, { perRequest: faultSwitch })
  const clock = programmeClock(programme)
  const catalogue = loadCatalogue(contentDir, clock)
  const contentTokens = createContentTokens()
  const stores = Object.fromEntries(
    PARTNERS.map((id) => {
      const store = openStore(dataDir, id, () => seedFor(id, catalogue, clock.now()))
      if (redateDemoTickets(store.data, id, catalogue, clock.now())) store.save()
      return [id, store]
    }),
  )
  if (!['auto', 'always', 'never'].includes(secureCookies))
    throw new Error(`secureCookies must be auto, always or never, not "${secureCookies}".`)
  const limiter = createLoginLimiter(loginLimits)
  // The origins may grow while it runs (allowOrigin below): a test worker's stand-in serves
  // the sites the worker starts, one after another.
  const allowedOrigins = allowedOrigin.split(',').map((o) => o.trim())
  const sessionCookieSecure = SESSION_COOKIE_SECURE[secureCookies]

  const sessionStore = new PartnerSessionStore(stores, sessionIdleMs)

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
    origin: (origin, done) => done(null, allowedOrigins.includes(origin)),
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
    // The test-only switch of the clock: PUT { now } moves the stand-in's time, as a test
    // moves its browser's.
    app.put('/__clock', async (request) => {
      const at = Date.parse(String(request.body?.now ?? ''))
      if (Number.isNaN(at)) throw httpError(400, 'now må være et tidspunkt.')
      clock.setNow(at)
      return { now: new Date(clock.now()).toISOString() }
    })
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
    clock,
    allowedOrigins,
    admitLogin: loginAdmission(limiter),
    limiter,
    sessionCookieSecure,
  })

  app.register(catalogueRoutes, { stores, catalogue })
  // The member calls, in a scope of their own with the session and the XSRF check.
  app.register(memberRoutes, { stores, catalogue, limiter, sessionStore, dataDir, secureCookies })

  // Ended and idle sessions leave the store even when nobody logs in for a while.
  const pruning = setInterval(
    () => {
      sessionStore.prune()
    },
    Math.min(sessionIdleMs, 10 * 60_000),
  ).unref()
  app.addHook('onClose', async () => clearInterval(pruning))
  // The first origin is the site's own: the checkout's way back leads there.
  app.decorate('allowOrigin', (origin, { first = false } = {}) => {
    const at = allowedOrigins.indexOf(origin)
    if (at >= 0 && !(first && at > 0)) return
    if (at >= 0) allowedOrigins.splice(at, 1)
    if (first) allowedOrigins.unshift(origin)
    else allowedOrigins.push(origin)
  })
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
    programme: clockOptionsFromEnv(process.env),
  })
  await server.listen({ port, host })
  console.log(`Partner API stand-in at http://localhost:${port} (partners 118 and 178)`)
}
