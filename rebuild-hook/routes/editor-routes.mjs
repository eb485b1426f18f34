// The publish page under /publisering, as a Fastify plugin. Editors log in with their own
// account (editor-accounts.mjs). Without a session every page answers with the login form
// and nothing else.
//   GET  /publisering                  the page (or the login form)
//   POST /publisering/logg-inn         konto, passord -> session cookie
//   POST /publisering/logg-ut          token
//   GET  /publisering/bekreft?handling=publiser|tilbake   the confirmation
//   POST /publisering/publiser         token -> a build, coalesced like webhook calls
//   POST /publisering/tilbake          token -> the release before the live one
//   POST /publisering/forhandsvis      token -> a preview of the drafts (preview.mjs)
//   GET  /publisering/logg.csv         the whole audit log (audit-log.mjs) as CSV
//   GET  /publisering/forhandsvisning/...  the preview (preview-routes.mjs)
// In production the page has an origin of its own behind nginx (ops/nginx/), which passes
// Host, X-Forwarded-For and X-Forwarded-Proto; the hook believes them from that proxy only
// (server.mjs), so a request's client, protocol and origin are the visitor's.
// The ecosystem's plugins carry the parts a security review looks at first: the session
// (@fastify/session: a signed cookie, HttpOnly, SameSite=Strict, `__Host-` over HTTPS, in a
// bounded store, only once an editor has logged in: editor-sessions.mjs), the form token
// (@fastify/csrf-protection, kept in a cookie of its own, so an anonymous visit stores
// nothing here), the form body (@fastify/formbody), the security headers
// (@fastify/helmet) and the login throttle (rate-limiter-flexible,
// server-common/login-limiter.mjs).
import crypto from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifyCsrf from '@fastify/csrf-protection'
import fastifyFormbody from '@fastify/formbody'
import fastifyHelmet from '@fastify/helmet'
import fastifySession from '@fastify/session'
import { createLoginThrottle, throttledMessage } from '../../server-common/login-limiter.mjs'
import { auditCsv } from '../editors/audit-log.mjs'
import { createEditorAccounts } from '../editors/editor-accounts.mjs'
import { cookieNames, editorSessionOptions, sessionIsCurrent } from '../editors/editor-sessions.mjs'
import { previewRoutes } from './preview-routes.mjs'
import {
  confirmPage,
  disabledPage,
  loginPage,
  noPreviewPage,
  PAGE,
  publishPage,
} from '../publish-page/publish-page.mjs'
import { SCRIPT, STYLE } from '../publish-page/publish-page-assets.mjs'

const MAX_FORM_BYTES = 4096

// The page's actions, and how each ended, as the audit log names them.
const AUDITED = { publiser: 'publish', tilbake: 'rollback', forhandsvis: 'preview' }
const OUTCOME_OF_MESSAGE = {
  publiser: 'requested',
  forhandsvis: 'requested',
  tilbake: 'ok',
  'tilbake-venter': 'queued',
  'ingen-tidligere': 'none',
  'tilbake-feilet': 'refused',
  'tilbake-endret': 'changed',
}

/** This page's origin as the visitor's browser sees it (through the trusted proxy). */
const ownOrigin = (request) => `${request.protocol}://${request.host}`

/**
 * A state-changing request from this page itself: the browser's Origin, when it sends one,
 * is this page's origin, and its Sec-Fetch-Site, when sent, says same-origin. The form
 * token already refuses a forged form; this also refuses a request that carries a stolen
 * token from elsewhere, the public site's pages included (same site, another origin). No
 * plugin of the list checks either.
 */
const sameOrigin = (request) => {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  const { origin } = request.headers
  if (origin === undefined) return true // a tool, not a browser: browsers send it on POST
  return origin === ownOrigin(request)
}

/**
 * accounts: { file, sharedPassword }; secure: cookies only over HTTPS; sessions: the store's
 * map (editor-sessions.mjs); loginThrottle: createLoginThrottle's options (tests shorten its
 * times). From the app's decorations (server.mjs): `publishing`, whose view(),
 * rollbackChanges(), request(by), rollBack(by, expected), preview(by) and previewDir() the
 * page uses, and `audit`, the log of who did what (audit-log.mjs), which every login,
 * logout and action goes into.
 */
export const editorRoutes = async (
  app,
  { accounts: accountOptions, secure, sessions, loginThrottle = {} },
) => {
  const { audit, publishing } = app
  const accounts = createEditorAccounts(accountOptions)
  const throttle = createLoginThrottle(loginThrottle)
  const names = cookieNames(secure)

  await app.register(fastifyFormbody, { bodyLimit: MAX_FORM_BYTES })
  // Sessions and form tokens live in this process, as the builds they watch do; a restart
  // logs editors out, and a new secret each start makes sure of it.
  await app.register(fastifyCookie, { secret: crypto.randomBytes(32).toString('base64url') })
  await app.register(fastifySession, editorSessionOptions({ secure, names, sessions }))
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: names.form,
    cookieOpts: { path: names.path, sameSite: 'strict', httpOnly: true, secure, signed: true },
    getToken: (request) => request.body?.token,
  })
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // The page is served over HTTP on a developer's machine; HSTS belongs to the proxy.
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })

  const html = (reply, status, body) =>
    reply.code(status).type('text/html; charset=utf-8').send(body)
  // A session whose account the operator has since removed opens nothing.
  const editorOf = (request) => {
    const editor = request.session.get('editor')
    return editor && sessionIsCurrent(request.session) && accounts.exists(editor.account)
      ? editor
      : null
  }
  const loginForm = (reply, status, options = {}) =>
    html(reply, status, loginPage({ ...options, token: reply.generateCsrf() }))
  const view = (request, reply) => ({ editor: editorOf(request), token: reply.generateCsrf() })

  // A form the plugin refused (no token, another session's, or an expired one): a logged-in
  // editor goes back to the page with a note; anyone else sees the login form again.
  app.setErrorHandler((error, request, reply) => {
    if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET') {
      if (editorOf(request)) return reply.redirect(`${PAGE}?melding=utlopt`, 303)
      return loginForm(reply, 403, { error: 'Skjemaet var utløpt. Prøv igjen.' })
    }
    if (error.statusCode === 413 || error.statusCode === 415)
      return loginForm(reply, error.statusCode, { error: 'Skjemaet kunne ikke leses.' })
    throw error
  })

  // Everything but the page's own files needs the page to be on; every POST needs this
  // page's Origin and its form token.
  app.addHook('preHandler', async (request, reply) => {
    if (request.target.path === `${PAGE}/stil.css` || request.target.path === `${PAGE}/oppdater.js`)
      return
    if (!accounts.enabled()) return html(reply, 404, disabledPage())
    if (request.method !== 'POST') return
    // No form token for a forged request: it gets no session to come back with.
    if (!sameOrigin(request))
      return html(reply, 403, loginPage({ error: 'Skjemaet kom ikke fra denne siden.', token: '' }))
    await new Promise((resolve, reject) =>
      app.csrfProtection(request, reply, (error) => (error ? reject(error) : resolve())),
    )
  })

  app.get(`${PAGE}/stil.css`, (request, reply) => reply.type('text/css; charset=utf-8').send(STYLE))
  app.get(`${PAGE}/oppdater.js`, (request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SCRIPT),
  )

  // The history names the account that asked (its full name, and the account itself).
  const by = ({ account, name }) => (name === account ? account : `${name} (${account})`)

  app.post(`${PAGE}/logg-inn`, async (request, reply) => {
    const { konto = '', passord = '' } = request.body ?? {}
    // A Secure cookie is not set over plain HTTP: behind a proxy that does not say it took
    // HTTPS, the login would seem to work and then forget the editor.
    if (secure && request.protocol !== 'https')
      return loginForm(reply, 400, {
        error:
          'Innloggingen må gå over https. Be den som drifter nettstedet sjekke at proxyen sender X-Forwarded-Proto (docs/operations.md).',
        account: konto,
      })
    const who = { email: String(konto).trim().toLowerCase(), client: request.ip }
    // The account, when there is one of that name. Anything else typed there is not
    // written down: an editor who types a password into the account field would leave it in
    // the log.
    const logIn = (outcome) =>
      audit.record({
        who: accounts.exists(who.email) ? who.email : '(ukjent konto)',
        client: request.ip,
        action: 'login',
        outcome,
      })
    const turn = await throttle.attempt(who)
    if (turn.refusedMs !== undefined) {
      logIn('throttled')
      reply.header('Retry-After', String(Math.ceil(turn.refusedMs / 1000)))
      return loginForm(reply, 429, { error: throttledMessage(turn), account: konto })
    }
    // The wait the account's pace imposed, for the operator's logs (and for tests, which
    // cannot tell it from the time a loaded machine takes to hash).
    reply.header('Server-Timing', `throttle;dur=${turn.delayMs}`)
    if (turn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, turn.delayMs))
    const editor = await accounts.verify(konto, passord)
    if (!editor) {
      logIn('failed')
      throttle.failed(who)
      return loginForm(reply, 401, { error: 'Feil brukernavn eller passord.', account: konto })
    }
    await throttle.succeeded(who)
    logIn('ok')
    // A new session id at login, so that one planted before it is worth nothing.
    await request.session.regenerate()
    request.session.set('editor', editor)
    request.session.set('loggedInAt', Date.now())
    return reply.redirect(PAGE, 303)
  })

  app.post(`${PAGE}/logg-ut`, async (request, reply) => {
    const editor = editorOf(request)
    if (editor)
      audit.record({ who: by(editor), client: request.ip, action: 'logout', outcome: 'ok' })
    await request.session.destroy()
    reply.clearCookie(names.session, { path: names.path })
    return reply.redirect(PAGE, 303)
  })

  const actions = {
    publiser: (editor) => {
      publishing.request(by(editor))
      return 'publiser'
    },
    // The versions the editor confirmed: if what is live is no longer the one they saw,
    // nothing changes (a build may have published since, or another editor gone back).
    tilbake: async (editor, { fra = '', til = '' }) =>
      ({
        ok: 'tilbake',
        queued: 'tilbake-venter',
        none: 'ingen-tidligere',
        refused: 'tilbake-feilet',
        changed: 'tilbake-endret',
      })[await publishing.rollBack(by(editor), { from: String(fra), to: String(til) })],
    forhandsvis: (editor) => {
      publishing.preview(by(editor))
      return 'forhandsvis'
    },
  }
  app.post(`${PAGE}/:handling`, async (request, reply) => {
    const editor = editorOf(request)
    if (!editor) return loginForm(reply, 401)
    const action = actions[request.params.handling]
    if (!action) return html(reply, 404, publishPage(publishing.view(), view(request, reply), null))
    const message = await action(editor, request.body ?? {})
    audit.record({
      who: by(editor),
      client: request.ip,
      action: AUDITED[request.params.handling],
      outcome: OUTCOME_OF_MESSAGE[message] ?? message,
    })
    return reply.redirect(`${PAGE}?melding=${message}`, 303)
  })

  await app.register(previewRoutes, {
    servedDir: publishing.previewDir,
    editorOf,
    refuse: (reply) => loginForm(reply, 401),
    missing: (request, reply) => html(reply, 404, noPreviewPage(view(request, reply))),
  })

  app.get(`${PAGE}/logg.csv`, async (request, reply) => {
    if (!editorOf(request)) return loginForm(reply, 401)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="publiseringslogg.csv"')
      .send(auditCsv(audit.all()))
  })

  app.get(PAGE, async (request, reply) => {
    if (!editorOf(request)) return loginForm(reply, 200)
    const message = request.query.melding
    return html(reply, 200, publishPage(publishing.view(), view(request, reply), message))
  })

  app.get(`${PAGE}/*`, async (request, reply) => {
    if (!editorOf(request)) return loginForm(reply, 401)
    const action = request.query.handling
    if (
      request.target.path === `${PAGE}/bekreft` &&
      (action === 'publiser' || action === 'tilbake')
    )
      return html(
        reply,
        200,
        confirmPage(action, view(request, reply), {
          ...publishing.view(),
          ...(action === 'tilbake' && { rollbackChanges: publishing.rollbackChanges() }),
        }),
      )
    return html(reply, 404, publishPage(publishing.view(), view(request, reply), null))
  })
}
