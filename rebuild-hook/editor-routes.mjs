// The publish page's routes under /publisering. Without a session every page answers with
// the login form and nothing else. Every POST must come from this page: the browser's
// Origin is this host, and (after login) the form carries the session's token.
//   GET  /publisering                  the page (or the login form)
//   POST /publisering/logg-inn         navn, passord -> session cookie
//   POST /publisering/logg-ut          token
//   GET  /publisering/bekreft?handling=publiser|tilbake   the confirmation
//   POST /publisering/publiser         token -> a build, coalesced like webhook calls
//   POST /publisering/tilbake          token -> the release before the live one
import { HttpError, readFormBody } from '../server-common/http.mjs'
import { createEditorAccess, PAGE, sameOrigin, tokenMatches } from './editor-access.mjs'
import { confirmPage, disabledPage, loginPage, publishPage } from './publish-page.mjs'
import { SCRIPT, STYLE } from './publish-page-assets.mjs'

const MAX_FORM_BYTES = 4096
const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; " +
    "img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}

const send = (res, status, type, body, headers = {}) => {
  res.writeHead(status, { ...HEADERS, 'Content-Type': `${type}; charset=utf-8`, ...headers })
  res.end(body)
}
const sendPage = (res, status, body, headers) => send(res, status, 'text/html', body, headers)
const seeOther = (res, location, headers = {}) => {
  res.writeHead(303, { ...HEADERS, Location: location, ...headers })
  res.end()
}

/**
 * password: EDITOR_PASSWORD (the page is off without one); secure: cookies only over
 * HTTPS; hook: { view(), publish(by), rollBack(by) } from the rebuild hook.
 */
export const createEditorRoutes = ({ password, secure, hook }) => {
  const access = password ? createEditorAccess({ password, secure }) : null

  const actions = {
    publiser: (session) => {
      hook.publish(session.name)
      return 'publiser'
    },
    tilbake: (session) => (hook.rollBack(session.name) ? 'tilbake' : 'ingen-tidligere'),
  }

  const handleForm = async (req, res, pathname) => {
    if (!sameOrigin(req)) {
      req.resume()
      return sendPage(res, 403, loginPage({ error: 'Skjemaet kom ikke fra denne siden.' }))
    }
    const form = await readFormBody(req, MAX_FORM_BYTES)
    if (pathname === `${PAGE}/logg-inn`) {
      const result = access.logIn(req, form)
      if (result.cookie) return seeOther(res, PAGE, { 'Set-Cookie': result.cookie })
      const retry = result.status === 429 ? { 'Retry-After': '900' } : {}
      return sendPage(
        res,
        result.status,
        loginPage({ error: result.message, name: form.navn }),
        retry,
      )
    }
    const session = access.sessionOf(req)
    if (!session) return sendPage(res, 401, loginPage())
    if (!tokenMatches(session, form.token)) return seeOther(res, `${PAGE}?melding=utlopt`)
    if (pathname === `${PAGE}/logg-ut`)
      return seeOther(res, PAGE, { 'Set-Cookie': access.logOut(req) })
    const action = actions[pathname.slice(PAGE.length + 1)]
    if (!action) return sendPage(res, 404, publishPage(hook.view(), session, null))
    return seeOther(res, `${PAGE}?melding=${action(session)}`)
  }

  /** Answers a request under /publisering. */
  return async (req, res, { path: pathname, query }) => {
    if (req.method === 'GET' && pathname === `${PAGE}/stil.css`)
      return send(res, 200, 'text/css', STYLE)
    if (req.method === 'GET' && pathname === `${PAGE}/oppdater.js`)
      return send(res, 200, 'text/javascript', SCRIPT)
    if (!access) {
      req.resume()
      return sendPage(res, 404, disabledPage())
    }
    try {
      if (req.method === 'POST') return await handleForm(req, res, pathname)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      return sendPage(res, error.status, loginPage({ error: error.message }))
    }
    req.resume()
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendPage(res, 405, loginPage(), { Allow: 'GET, POST' })
    const session = access.sessionOf(req)
    if (!session) return sendPage(res, pathname === PAGE ? 200 : 401, loginPage())
    if (pathname === PAGE)
      return sendPage(res, 200, publishPage(hook.view(), session, query.get('melding')))
    const action = query.get('handling')
    if (pathname === `${PAGE}/bekreft` && (action === 'publiser' || action === 'tilbake'))
      return sendPage(res, 200, confirmPage(action, session, hook.view()))
    return sendPage(res, 404, publishPage(hook.view(), session, null))
  }
}
