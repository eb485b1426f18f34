// The stand-in for the partners' ticketing system (SPEC section 7): the ticketing login the
// site calls when a member logs in, the checkout profile auth a member's «Kjøp billett»
// goes through, and a minimal checkout that sells a showing and sends the buyer back to the
// site's return page with the order. The real ticket URLs point at the partner's own host;
// here the checkout is served for the event the ticket URL names.
//
// The ticketing login takes the password in the query string, as the partner's contract
// says. Nothing here writes a request's query string to a log.
import crypto from 'node:crypto'
import fastifyFormbody from '@fastify/formbody'
import fastifySession, { MemoryStore } from '@fastify/session'
import { LruMap } from 'toad-cache'
import { createElement as h } from 'react'
import { httpError } from '../server-common/fastify-app.mjs'
import { htmlDocument } from '../server-common/html-document.mjs'
import { findByEmail, findByToken, passwordMatches } from './members.mjs'
import { osloDayAndTime } from '../src/lib/oslo-time.mjs'

const MAX_TICKETS = 8
const RETURN_PATH = '/kjop-fullfort'
const REMEMBER_SECONDS = 30 * 24 * 3600

/** The event id a ticket URL names (…/event/7000272), or null. */
const eventIdOf = (ticketUrl) => {
  try {
    return /\/event\/(\d{1,12})$/.exec(new URL(String(ticketUrl)).pathname)?.[1] ?? null
  } catch {
    return null
  }
}

/** The heading of a checkout page that cannot sell, by its status. */
const TITLES = { 404: 'Fant ikke forestillingen', 409: 'Billetten kan ikke kjøpes' }

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
  'label,select,button{font-size:1.1rem}button{padding:.6rem 1.4rem;background:#8a2d0b;color:#fff;border:0;border-radius:2rem}'

/** A checkout page, rendered (and escaped) by React. */
const pageHtml = (title, content) =>
  htmlDocument({
    title: `${title} – Billettkjøp`,
    head: h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    body: h('main', null, content),
  })

/** The ticketing routes as a Fastify plugin; its checkout forms are read here only
 * (@fastify/formbody in this plugin's scope), never by the member API. */
export const ticketingRoutes = async (
  app,
  { stores, catalogue, clock, allowedOrigins, admitLogin, limiter, sessionCookieSecure: secure },
) => {
  await app.register(fastifyFormbody, { bodyLimit: 4096 })
  const orders = { 118: 0, 178: 0 }

  // The checkout's own session (SPEC section 7: the ticketing login sets it for the site's
  // member), one cookie per partner. Kept in memory, as a checkout's are, for the newest
  // 10 000 sessions at most.
  const sessions = (scope, partner) =>
    scope.register(fastifySession, {
      secret: crypto.randomBytes(32).toString('base64url'),
      cookieName: `ticketing_${partner}`,
      store: new MemoryStore(new LruMap(10_000)),
      saveUninitialized: false,
      rolling: false,
      cookie: { path: `/ticketing/${partner}`, httpOnly: true, sameSite: 'lax', secure },
    })

  /** Signs the member in at the checkout; remember keeps the cookie for 30 days. */
  const openSession = async (request, member, remember) => {
    await request.session.regenerate()
    request.session.email = member.email
    if (remember) request.session.cookie.maxAge = REMEMBER_SECONDS * 1000
  }

  const memberOf = (request, partner) =>
    request.session.email ? findByEmail(stores[partner].data, request.session.email) : null

  // Browsers send Origin with every POST. A form on another site may post here without a
  // preflight, so the site's own calls are told apart by it.
  const requireOrigin = (request, origins) => {
    if (!origins.includes(request.headers.origin))
      throw httpError(403, 'Forespørselen kom ikke fra kinoens nettsted.')
  }
  const ownOrigin = (request) => `${request.protocol}://${request.headers.host}`

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

  const page = (reply, status, title, content) =>
    reply
      .code(status)
      .headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${allowedOrigins.join(' ')}; frame-ancestors 'none'`,
      })
      .send(pageHtml(title, content))

  /** «150 kr», «Gratis». */
  const kroner = (amount) => (amount === 0 ? 'Gratis' : `${amount} kr`)

  /** The showing, if it can be sold now: known, priced, and not begun. */
  const onSale = (show) => {
    if (!show) throw httpError(404, 'Fant ikke forestillingen.')
    if (Date.parse(show.startTime) <= clock.now())
      throw httpError(
        409,
        `Visningen ${osloDayAndTime(show.startTime)} har begynt, så billetter kan ikke lenger kjøpes her. Velg en annen visning.`,
      )
    if (show.prices.length === 0)
      throw httpError(
        409,
        'Denne forestillingen selges ikke på nett. Spør i billettluka, som åpner en time før første visning.',
      )
    return show
  }

  const seeOther = (reply, location) =>
    reply.header('Cache-Control', 'no-store').redirect(location, 303)

  // Errors on the checkout's pages are pages; the login's are JSON (the site reads them).
  app.setErrorHandler((error, request, reply) => {
    if (request.routeOptions.url?.endsWith('/login')) throw error
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) console.error('ticketing:', error)
    const message = status === 500 ? 'Noe gikk galt. Prøv igjen om litt.' : error.message
    const title = TITLES[status] ?? 'Noe gikk galt'
    return page(reply, status, title, [
      h('h1', { key: 'h' }, title),
      h('p', { key: 'p' }, message),
      h('p', { key: 'back' }, h('a', { href: `${allowedOrigins[0]}/kino` }, 'Til kinoprogrammet')),
    ])
  })

  const checkoutRoutes = (app, partner) => {
    app.post('/login', async (request, reply) => {
      requireOrigin(request, allowedOrigins)
      const email = String(request.query.email ?? '')
      const password = String(request.query.password ?? '')
      if (!email || !password) throw httpError(400, 'E-post og passord må være med.')
      const who = { email, client: request.ip }
      await admitLogin(who)
      const member = findByEmail(stores[partner].data, email)
      if (!(await passwordMatches(member, password)))
        throw httpError(401, 'Feil e-postadresse eller passord.')
      await limiter.succeeded(who)
      await openSession(request, member, request.query.remember === 'true')
      return reply.code(204).send()
    })

    // The site's «Logg ut»: the checkout forgets the member, and the browser its cookie.
    // (The SPEC names no such call; docs/decisions/spec-deviations.md.)
    app.post('/logout', async (request, reply) => {
      requireOrigin(request, allowedOrigins)
      await request.session.destroy()
      reply.clearCookie(`ticketing_${partner}`, { path: `/ticketing/${partner}` })
      return reply.code(204).send()
    })

    // The site's «Kjøp billett» for a member: a form post with the member's token, so the
    // checkout opens with their profile. An unknown token gives an anonymous checkout.
    app.post('/checkout/profile-auth', async (request, reply) => {
      requireOrigin(request, allowedOrigins)
      const form = request.body ?? {}
      const eventId = eventIdOf(form.ticketUrl)
      if (!eventId) throw httpError(400, 'Billettlenken er ikke gyldig.')
      const member = findByToken(stores[partner].data, form.token)
      if (member) await openSession(request, member, false)
      const query = new URLSearchParams({ event: eventId, return: returnUrl(form.returnUrl) })
      return seeOther(reply, `/ticketing/${partner}/checkout?${query}`)
    })

    // A ticket link of the programme (…/event/<id>), as a visitor without an account
    // follows it: the checkout of that showing, back to the site afterwards.
    app.get('/event/:event', async (request, reply) => {
      const query = new URLSearchParams({ event: request.params.event, return: returnUrl() })
      return seeOther(reply, `/ticketing/${partner}/checkout?${query}`)
    })

    app.get('/checkout', async (request, reply) => {
      const show = onSale(catalogue.showing(String(request.query.event ?? '')))
      const member = memberOf(request, partner)
      const counts = show.prices.map((price, i) =>
        h(
          'p',
          { key: i },
          h('label', { htmlFor: `antall-${i}` }, `${price.label}, ${kroner(price.amountNok)}`),
          ' ',
          h(
            'select',
            { id: `antall-${i}`, name: `antall-${i}`, defaultValue: i === 0 ? '1' : '0' },
            Array.from({ length: MAX_TICKETS + 1 }, (_, n) => h('option', { key: n, value: n }, n)),
          ),
        ),
      )
      return page(reply, 200, show.title, [
        h('h1', { key: 'h' }, show.title),
        h(
          'p',
          { key: 'when', id: 'visning' },
          `${osloDayAndTime(show.startTime)}, ${show.screen}.`,
        ),
        h(
          'p',
          { key: 'who', id: 'kjoper' },
          member
            ? `Du handler som ${member.userName} (kinoklubben).`
            : 'Du handler uten å være logget inn.',
        ),
        h(
          'form',
          { key: 'form', method: 'post', action: `/ticketing/${partner}/checkout/pay` },
          h('input', { type: 'hidden', name: 'event', value: show.eventId }),
          h('input', {
            type: 'hidden',
            name: 'return',
            value: returnUrl(request.query.return),
          }),
          h('fieldset', null, h('legend', null, 'Antall billetter'), counts),
          h('p', null, h('button', { type: 'submit' }, 'Betal')),
        ),
      ])
    })

    app.post('/checkout/pay', async (request, reply) => {
      requireOrigin(request, [ownOrigin(request)])
      const form = request.body ?? {}
      const show = onSale(catalogue.showing(String(form.event ?? '')))
      const counts = show.prices.map((_, i) => Number(form[`antall-${i}`] ?? 0))
      const count = counts.reduce((a, b) => a + b, 0)
      if (counts.some((n) => !Number.isInteger(n) || n < 0) || count < 1 || count > MAX_TICKETS)
        throw httpError(400, `Velg fra 1 til ${MAX_TICKETS} billetter.`)
      const amount = counts.reduce((sum, n, i) => sum + n * show.prices[i].amountNok, 0)
      orders[partner] += 1
      const order = `GJK-${partner}-${String(500000 + orders[partner])}`
      const member = memberOf(request, partner)
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
        belop: String(amount),
      })
      return seeOther(reply, `${returnUrl(form.return)}?${receipt}`)
    })
  }

  for (const partner of ['118', '178'])
    app.register(
      async (scope) => {
        await sessions(scope, partner)
        checkoutRoutes(scope, partner)
      },
      { prefix: `/ticketing/${partner}` },
    )
}
