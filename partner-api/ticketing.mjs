// The stand-in for the partners' ticketing system (SPEC section 7): the ticketing login the
// site calls when a member logs in, the checkout profile auth a member's «Kjøp billett»
// goes through, and a minimal checkout that sells a showing and sends the buyer back to the
// site's return page with the order. The real ticket URLs point at the partner's own host;
// here the checkout is served for the event the ticket URL names.
//
// The ticketing login takes the password in the query string, as the partner's contract
// says. Nothing here writes a request's query string to a log.
import crypto from 'node:crypto'
import {
  cookie,
  escapeHtml,
  HttpError,
  parseCookies,
  readFormBody,
  sendJson,
} from '../server-common/http.mjs'
import { lockedMessage } from '../server-common/login-limiter.mjs'
import { findByEmail, findByToken, passwordMatches } from './members.mjs'

const PRICE_NOK = 130
const MAX_TICKETS = 8
const RETURN_PATH = '/kjop-fullfort'
const REMEMBER_SECONDS = 30 * 24 * 3600

const when = (iso) =>
  new Intl.DateTimeFormat('nb-NO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso))

/** The event id a ticket URL names (…/event/7000272), or null. */
const eventIdOf = (ticketUrl) => {
  try {
    return /\/event\/(\d{1,12})$/.exec(new URL(String(ticketUrl)).pathname)?.[1] ?? null
  } catch {
    return null
  }
}

export const createTicketing = ({ stores, catalogue, allowedOrigins, limiter, secure }) => {
  const sessions = new Map() // session id -> { partner, email }, newest last
  const orders = { 118: 0, 178: 0 }
  const cookieName = (partner) => `ticketing_${partner}`

  const openSession = (req, partner, member, remember) => {
    const id = crypto.randomBytes(24).toString('hex')
    sessions.set(id, { partner, email: member.email })
    if (sessions.size > 10_000) sessions.delete(sessions.keys().next().value)
    return cookie(cookieName(partner), id, {
      httpOnly: true,
      secure: secure(req),
      maxAge: remember ? REMEMBER_SECONDS : undefined,
    })
  }

  const memberOf = (req, partner) => {
    const session = sessions.get(parseCookies(req.headers.cookie)[cookieName(partner)] ?? '')
    return session?.partner === partner ? findByEmail(stores[partner].data, session.email) : null
  }

  // Browsers send Origin with every POST. A form on another site may post here without a
  // preflight, so the site's own calls are told apart by it.
  const requireOrigin = (req, origins) => {
    if (!origins.includes(req.headers.origin))
      throw new HttpError(403, 'Forespørselen kom ikke fra kinoens nettsted.')
  }
  const ownOrigin = (req) => `http${req.socket.encrypted ? 's' : ''}://${req.headers.host}`

  /** Where the buyer goes back to: the site's return page, on an origin the site has. */
  const returnUrl = (given) => {
    try {
      const url = new URL(String(given))
      if (allowedOrigins.includes(url.origin)) return `${url.origin}${RETURN_PATH}`
    } catch {
      // not a URL: the default below
    }
    return `${allowedOrigins[0]}${RETURN_PATH}`
  }

  const page = (res, status, title, body) => {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${allowedOrigins.join(' ')}; frame-ancestors 'none'`,
    })
    res.end(`<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Billettkjøp</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label,select,button{font-size:1.1rem}button{padding:.6rem 1.4rem;background:#8a2d0b;color:#fff;border:0;border-radius:2rem}</style>
</head><body><main>${body}</main></body></html>`)
  }

  const redirect = (res, location, headers = {}) => {
    res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers }).end()
  }

  const checkoutPage = (req, res, partner, query) => {
    const show = catalogue.showing(query.get('event') ?? '')
    if (!show)
      return page(res, 404, 'Fant ikke forestillingen', '<h1>Fant ikke forestillingen</h1>')
    const member = memberOf(req, partner)
    const options = Array.from({ length: MAX_TICKETS }, (_, i) => i + 1)
      .map((n) => `<option value="${n}">${n}</option>`)
      .join('')
    page(
      res,
      200,
      show.title,
      `<h1>${escapeHtml(show.title)}</h1>
<p>${escapeHtml(when(show.startTime))}, ${escapeHtml(show.screen)}. ${PRICE_NOK} kr per billett.</p>
<p id="kjoper">${member ? `Du handler som ${escapeHtml(member.userName)} (kinoklubben).` : 'Du handler uten å være logget inn.'}</p>
<form method="post" action="/ticketing/${partner}/checkout/pay">
<input type="hidden" name="event" value="${escapeHtml(show.eventId)}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl(query.get('return')))}">
<p><label for="antall">Antall billetter</label> <select id="antall" name="antall">${options}</select></p>
<p><button type="submit">Betal</button></p>
</form>`,
    )
  }

  const routes = {
    'POST login': async ({ req, res, partner, query, cors }) => {
      requireOrigin(req, allowedOrigins)
      const email = query.get('email') ?? ''
      const password = query.get('password') ?? ''
      if (!email || !password) throw new HttpError(400, 'E-post og passord må være med.')
      const who = { email, client: req.socket.remoteAddress }
      const wait = limiter.retryAfterMs(who)
      if (wait > 0) throw new HttpError(429, lockedMessage(wait))
      limiter.attempted(who)
      const member = findByEmail(stores[partner].data, email)
      if (!(await passwordMatches(member, password)))
        throw new HttpError(401, 'Feil e-postadresse eller passord.')
      limiter.succeeded(who)
      const remember = query.get('remember') === 'true'
      res.writeHead(204, { ...cors, 'Set-Cookie': openSession(req, partner, member, remember) })
      res.end()
    },
    // The site's «Kjøp billett» for a member: a form post with the member's token, so the
    // checkout opens with their profile. An unknown token gives an anonymous checkout.
    'POST checkout/profile-auth': async ({ req, res, partner }) => {
      requireOrigin(req, allowedOrigins)
      const form = await readFormBody(req, 4096)
      const eventId = eventIdOf(form.ticketUrl)
      if (!eventId) throw new HttpError(400, 'Billettlenken er ikke gyldig.')
      const member = findByToken(stores[partner].data, form.token)
      const next = `/ticketing/${partner}/checkout?${new URLSearchParams({ event: eventId, return: returnUrl(form.returnUrl) })}`
      redirect(res, next, member ? { 'Set-Cookie': openSession(req, partner, member, false) } : {})
    },
    'GET checkout': async ({ req, res, partner, query }) => checkoutPage(req, res, partner, query),
    'POST pay': async ({ req, res, partner }) => {
      requireOrigin(req, [ownOrigin(req)])
      const form = await readFormBody(req, 4096)
      const show = catalogue.showing(form.event ?? '')
      const count = Number(form.antall)
      if (!show || !Number.isInteger(count) || count < 1 || count > MAX_TICKETS)
        throw new HttpError(400, 'Bestillingen er ikke gyldig.')
      orders[partner] += 1
      const order = `GJK-${partner}-${String(500000 + orders[partner])}`
      const member = memberOf(req, partner)
      if (member) {
        member.tickets.push({
          movieId: show.movieId,
          movieTitle: show.title,
          notes: '',
          qrCode: order,
          qrUrl: '',
          startTime: show.startTime,
          expirationDate: show.startTime,
          poster: show.poster,
          screen: show.screen,
          seatsInfo: {
            info: `${count} ${count === 1 ? 'plass' : 'plasser'}, rad 9`,
            entries: [{ row: '9', seats: Array.from({ length: count }, (_, i) => String(i + 1)) }],
          },
        })
        stores[partner].save()
      }
      const receipt = new URLSearchParams({
        ordre: order,
        arrangement: show.eventId,
        tittel: show.title,
        kategori: show.category,
        tid: show.startTime,
        antall: String(count),
        belop: String(count * PRICE_NOK),
      })
      redirect(res, `${returnUrl(form.return)}?${receipt}`)
    },
  }

  /** Answers /ticketing/:partner/… and says whether the path was its own. */
  const handle = async (req, res, { pathname, searchParams }, cors) => {
    const match =
      /^\/ticketing\/(118|178)\/(login|checkout|checkout\/profile-auth|checkout\/pay)$/.exec(
        pathname,
      )
    if (!match) return false
    const action = match[2] === 'checkout/pay' ? 'pay' : match[2]
    const handler = routes[`${req.method} ${action}`]
    try {
      if (!handler) throw new HttpError(405, 'Metoden er ikke tillatt.')
      await handler({ req, res, partner: match[1], query: searchParams, cors })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      if (action === 'login') sendJson(res, error.status, { message: error.message }, cors)
      else
        page(
          res,
          error.status,
          'Noe gikk galt',
          `<h1>Noe gikk galt</h1><p>${escapeHtml(error.message)}</p>`,
        )
    }
    return true
  }

  return { handle }
}
