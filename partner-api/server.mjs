// The local stand-in for the partner back-ends (118 and 178), their ticketing and checkout
// (ticketing.mjs) and the runtime API. It
// speaks the contract of SPEC section 7 so the member area runs end to end on one machine.
// Each partner has its own member store; sessions are cookies that end at logout or after
// an idle time; authenticated changes need the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN;
// only the site's origin gets CORS; failed logins are limited. The store is written only
// by the handlers that change it (sessions, members, watch lists).
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGuardedServer } from '../server-common/guarded-server.mjs'
import { loadCatalogue } from './catalogue.mjs'
import { createContentApi, DEFAULT_CONTENT_CREDENTIALS } from './content-api.mjs'
import { createFaults, parseFaults } from './faults.mjs'
import {
  cookie,
  corsHeaders,
  HttpError,
  parseCookies,
  readJsonBody,
  requireStrings,
  sendJson,
} from '../server-common/http.mjs'
import { createLoginLimiter, lockedMessage } from '../server-common/login-limiter.mjs'
import {
  endSession,
  findByEmail,
  findByToken,
  hashPassword,
  newMember,
  openSession,
  passwordMatches,
  pruneSessions,
  sessionOf,
} from './members.mjs'
import { seedFor } from './seed.mjs'
import { openStore } from './store.mjs'
import { createTicketing } from './ticketing.mjs'

const PARTNERS = ['118', '178']
// Stores written before tickets were kept in the wire shape hold image and sal instead.
const ticketOnWire = ({ image, sal, ...t }) => ({
  ...t,
  poster: t.poster ?? image,
  screen: t.screen ?? sal,
})
const HERE = path.dirname(fileURLToPath(import.meta.url))
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const page = (query, take) => ({
  skip: Math.max(0, Number(query.get('skip') ?? 0) || 0),
  take: Math.min(50, Number(query.get('take') ?? take) || take),
})

export const createPartnerApi = ({
  dataDir = path.join(HERE, '.data'),
  contentDir = path.join(HERE, '..', 'content'),
  allowedOrigin = 'http://localhost:8000,http://127.0.0.1:8000',
  maxBodyBytes = 16 * 1024,
  contentCredentials,
  // Where the content API's /media/ pictures are read from (default: the site's static/).
  mediaDirs,
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
  const contentApi = createContentApi({ contentDir, credentials: contentCredentials, mediaDirs })
  const stores = Object.fromEntries(
    PARTNERS.map((id) => [id, openStore(dataDir, id, () => seedFor(id, catalogue.films))]),
  )
  if (!['auto', 'always', 'never'].includes(secureCookies))
    throw new Error(`secureCookies must be auto, always or never, not "${secureCookies}".`)
  const limiter = createLoginLimiter(loginLimits)
  const secure = (req) =>
    secureCookies === 'always' || (secureCookies === 'auto' && Boolean(req.socket.encrypted))

  const sessionCookies = (req, session, maxAge) => [
    cookie('session', session, { httpOnly: true, secure: secure(req), maxAge }),
    cookie('XSRF-TOKEN', maxAge === 0 ? '' : crypto.randomBytes(16).toString('hex'), {
      secure: secure(req),
      maxAge,
    }),
  ]

  const startSession = (req, store, member) => {
    pruneSessions(store.data, sessionIdleMs)
    const session = openSession(store.data, member)
    store.save()
    return { 'Set-Cookie': sessionCookies(req, session) }
  }

  // A session in use is kept alive; its time is written at most once a minute, so reading
  // tickets does not write the store on every call.
  const signedIn = (req, store) => {
    const found = sessionOf(store.data, parseCookies(req.headers.cookie).session, sessionIdleMs)
    if (!found) throw new HttpError(401, 'Du må logge inn i kinoklubben.')
    const now = Date.now()
    if (now - found.session.lastSeenAt > 60_000) {
      found.session.lastSeenAt = now
      store.save()
    }
    return found.member
  }

  const ticketing = createTicketing({
    stores,
    catalogue,
    allowedOrigins: allowedOrigin.split(',').map((o) => o.trim()),
    limiter,
    secure,
  })

  const checkXsrf = (req) => {
    const expected = parseCookies(req.headers.cookie)['XSRF-TOKEN']
    if (!expected || req.headers['x-xsrf-token'] !== expected)
      throw new HttpError(403, 'Ugyldig sikkerhetsnøkkel. Last siden på nytt og prøv igjen.')
  }

  const memberRoutes = {
    'POST login': async ({ req, body, store }) => {
      requireStrings(body, ['Email', 'Password'])
      const who = { email: body.Email, client: req.socket.remoteAddress }
      const wait = limiter.retryAfterMs(who)
      if (wait > 0)
        throw new HttpError(429, lockedMessage(wait), {
          'Retry-After': String(Math.ceil(wait / 1000)),
        })
      limiter.attempted(who)
      const member = findByEmail(store.data, body.Email)
      if (!(await passwordMatches(member, body.Password)))
        throw new HttpError(401, 'Feil e-postadresse eller passord.')
      limiter.succeeded(who)
      return {
        status: 200,
        body: { marsToken: member.token, UserName: member.userName, UserInfo: member.email },
        headers: startSession(req, store, member),
      }
    },
    // Ends this browser's session and clears its cookies; the member API answers 401 to it
    // afterwards. Answers the same when there was no session, so logging out always works.
    'POST logout': async ({ req, store }) => {
      const cookies = parseCookies(req.headers.cookie)
      if (cookies.session) checkXsrf(req)
      if (endSession(store.data, cookies.session)) store.save()
      return { status: 204, headers: { 'Set-Cookie': sessionCookies(req, '', 0) } }
    },
    'POST createUser': async ({ req, body, store }) => {
      requireStrings(body, ['email', 'password', 'userName'])
      if (!EMAIL.test(body.email)) throw new HttpError(400, 'E-postadressen er ikke gyldig.')
      if (body.password.length < 8) throw new HttpError(400, 'Passordet må ha minst 8 tegn.')
      if (findByEmail(store.data, body.email))
        throw new HttpError(409, 'Det finnes allerede et medlem med denne e-postadressen.')
      const member = newMember(body, await hashPassword(body.password))
      // Another sign-up with the same address may have finished while this one hashed.
      if (findByEmail(store.data, body.email))
        throw new HttpError(409, 'Det finnes allerede et medlem med denne e-postadressen.')
      store.data.members.push(member)
      return {
        status: 200,
        body: { Token: member.token, UserName: member.userName, ContactEmail: member.email },
        headers: startSession(req, store, member),
      }
    },
    // Answers the same whether or not the address is a member, so it reveals nobody.
    'POST forgotPassword': async ({ body }) => {
      requireStrings(body, ['Email'])
      if (!EMAIL.test(body.Email)) throw new HttpError(400, 'E-postadressen er ikke gyldig.')
      return { status: 200 }
    },
    'POST switchTokensDx': async ({ req, store }) => {
      const member = findByToken(store.data, req.headers['x-token'])
      if (!member) throw new HttpError(401, 'Innloggingen har gått ut. Logg inn på nytt.')
      return { status: 204, headers: startSession(req, store, member) }
    },
    'GET movieInfo': async ({ query }) => {
      const info = catalogue.movieInfo(query.get('ediNumber') ?? '')
      if (!info) throw new HttpError(404, 'Fant ingen film med dette nummeret.')
      return { status: 200, body: info }
    },
    'GET reviews': async ({ query }) => {
      const { skip, take } = page(query, 20)
      return {
        status: 200,
        body: catalogue.reviews(query.get('ediNumber') ?? '').slice(skip, skip + take),
      }
    },
    'GET tickets': async ({ req, store, query }) => {
      const { skip, take } = page(query, 10)
      const tickets = signedIn(req, store).tickets.slice(skip, skip + take)
      return { status: 200, body: tickets.map(ticketOnWire) }
    },
    'GET watchlist': async ({ req, store, query }) => {
      const { skip, take } = page(query, 10)
      return { status: 200, body: signedIn(req, store).watchList.slice(skip, skip + take) }
    },
    'POST addMovieToWatchList': async ({ req, body, store }) => {
      const member = signedIn(req, store)
      checkXsrf(req)
      requireStrings(body, ['id'])
      const film = catalogue.filmByMovieId(body.id)
      if (!film) throw new HttpError(404, 'Fant ikke filmen.')
      if (!member.watchList.some((m) => m.movieId === body.id)) {
        member.watchList.push({
          movieId: body.id,
          title: film.title,
          poster: film.poster,
          ediNumber: film.ediNumber,
          link: `/${film.slug}`,
        })
        store.save()
      }
      return { status: 200, body: { ok: true } }
    },
  }

  const reply = (res, status, message, headers = {}) => sendJson(res, status, { message }, headers)

  // Which call a path is, as faults.mjs names them.
  const callOf = (pathname) =>
    /^\/partner\/\d+\/api\/(\w+)$/.exec(pathname)?.[1] ??
    (/^\/runtime\/sites\/\d+\/events$/.test(pathname) ? 'events' : null) ??
    (/^\/ticketing\/\d+\/login$/.test(pathname) ? 'ticketing-login' : null)

  // The test-only switch: GET lists the faults, PUT { call: fault | null } sets them,
  // DELETE clears them all.
  const faultRoute = async (req, res) => {
    if (req.method === 'PUT') faults.set(await readJsonBody(req, maxBodyBytes))
    else if (req.method === 'DELETE') faults.clear()
    else if (req.method !== 'GET') throw new HttpError(405, 'Metoden er ikke tillatt.')
    sendJson(res, 200, faults.list())
  }

  const route = async (req, res, target) => {
    const cors = corsHeaders(req.headers.origin, allowedOrigin)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    const url = { pathname: target.path, searchParams: target.query }
    if (faultSwitch && url.pathname === '/__faults') {
      try {
        return await faultRoute(req, res)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        return reply(res, error.status, error.message)
      }
    }
    const call = callOf(url.pathname)
    if (call && (await faults.apply(call, req, res, cors))) return
    if (await contentApi.handle(req, res, url)) return
    if (await ticketing.handle(req, res, url, cors)) return
    try {
      const runtime = /^\/runtime\/sites\/(\d+)\/events$/.exec(url.pathname)
      if (runtime && PARTNERS.includes(runtime[1])) {
        if (req.method !== 'GET') throw new HttpError(405, 'Metoden er ikke tillatt.')
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean)
        if (ids.length === 0) throw new HttpError(400, 'Parameteret ids mangler.')
        return sendJson(res, 200, catalogue.liveEvents(ids), cors)
      }
      const member = /^\/partner\/(\d+)\/api\/(\w+)$/.exec(url.pathname)
      const handler =
        member && PARTNERS.includes(member[1]) && memberRoutes[`${req.method} ${member[2]}`]
      if (!handler) throw new HttpError(404, 'Fant ikke tjenesten.')
      const store = stores[member[1]]
      const body = req.method === 'POST' ? await readJsonBody(req, maxBodyBytes) : {}
      const result = await handler({ req, body, store, query: url.searchParams })
      sendJson(res, result.status, result.body, { ...cors, ...result.headers })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      reply(res, error.status, error.message, { ...cors, ...error.headers })
    }
  }

  const server = createGuardedServer({
    name: 'partner API',
    handle: route,
    // Unexpected errors (500) carry no detail; the log has it.
    reply: (res, status, message) =>
      reply(res, status, status === 500 ? 'Noe gikk galt hos billettleverandøren.' : message),
  })
  // Ended and idle sessions leave the store even when nobody logs in for a while.
  const pruning = setInterval(
    () => {
      for (const store of Object.values(stores))
        if (pruneSessions(store.data, sessionIdleMs)) store.save()
    },
    Math.min(sessionIdleMs, 10 * 60_000),
  ).unref()
  server.on('close', () => clearInterval(pruning))
  return Object.assign(server, {
    expireContentTokens: contentApi.expireTokens,
    issuedContentTokens: contentApi.issuedTokens,
  })
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
  server.listen(port, host, () =>
    console.log(`Partner API stand-in at http://localhost:${port} (partners 118 and 178)`),
  )
}
