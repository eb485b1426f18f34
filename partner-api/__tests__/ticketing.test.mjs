// The ticketing stand-in: the ticketing login, the checkout profile auth and the checkout
// that sends the buyer back to the site with the order.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { DEMO_MEMBERS } from '../seed.mjs'
import { createPartnerApi } from '../server.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const SITE = 'http://localhost:8000'
const KARI = DEMO_MEMBERS[118]
// Lysår in Sal 1 (Dolby Atmos), Monday 23 November 2026 at 18:30 in the records.
const EVENT = '7000004'
const TICKET_URL = `https://billett.kinopartner.example/118/event/${EVENT}`
// The test builds' clock (package.json config.programmeNow): the programme's first day.
const PROGRAMME_NOW = JSON.parse(fs.readFileSync('package.json', 'utf8')).config.programmeNow

let api
let base
before(async () => {
  const dataDir = scratchDir('ticketing-')
  api = createPartnerApi({ dataDir, allowedOrigin: SITE, programme: { now: PROGRAMME_NOW } })
  await api.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${api.server.address().port}`
})
after(() => api.close())

const cookieOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0])
const ticketingLogin = (query, headers = { Origin: SITE }) =>
  fetch(`${base}/ticketing/118/login?${new URLSearchParams(query)}`, { method: 'POST', headers })
const postForm = (url, fields, headers) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })

/** Console output while fn runs. */
const captureLogs = async (fn) => {
  const lines = []
  const saved = {}
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    saved[level] = console[level]
    console[level] = (...args) => lines.push(args.map(String).join(' '))
  }
  try {
    await fn()
  } finally {
    Object.assign(console, saved)
  }
  return lines.join('\n')
}

describe('ticketing login', () => {
  it('logs a member in with email, password and remember in the query string', async () => {
    const res = await ticketingLogin({
      email: KARI.email,
      password: KARI.password,
      remember: 'true',
    })
    assert.equal(res.status, 204)
    assert.equal(res.headers.get('access-control-allow-origin'), SITE)
    const [setCookie] = res.headers.getSetCookie()
    assert.match(setCookie, /^ticketing_118=[^;]{40,}; .*HttpOnly/)
    // Remembered for 30 days.
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)[1])
    const days = (expires - Date.now()) / 86_400_000
    assert.ok(days > 29.9 && days <= 30, `${days} days`)
  })

  it('refuses a wrong password, and a call that does not come from the site', async () => {
    const wrong = await ticketingLogin({ email: KARI.email, password: 'feil', remember: 'false' })
    assert.equal(wrong.status, 401)
    assert.equal((await wrong.json()).message, 'Feil e-postadresse eller passord.')
    const elsewhere = await ticketingLogin(
      { email: KARI.email, password: KARI.password },
      { Origin: 'https://evil.example' },
    )
    assert.equal(elsewhere.status, 403)
  })

  it('never writes the query string (and so the password) to its log', async () => {
    const secret = 'Hemmelig-passord-77'
    const logs = await captureLogs(async () => {
      await ticketingLogin({ email: KARI.email, password: secret, remember: 'true' })
      await ticketingLogin({ email: 'ukjent@example.no', password: secret })
      await ticketingLogin({ email: KARI.email, password: secret }, {})
      await fetch(`${base}/ticketing/118/login?password=${secret}&%E0%A4%A=x`, { method: 'POST' })
      await fetch(`${base}/ticketing/118/login?password=${secret}`, { method: 'PUT' })
    })
    assert.ok(!logs.includes(secret), logs)
  })
})

describe('checkout', () => {
  it("opens the checkout with the member's profile and adds the bought tickets to min side", async () => {
    const auth = await postForm(
      '/ticketing/118/checkout/profile-auth',
      { token: await kariToken(), ticketUrl: TICKET_URL, returnUrl: `${SITE}/kjop-fullfort` },
      { Origin: SITE },
    )
    assert.equal(auth.status, 303)
    const session = cookieOf(auth).find((c) => c.startsWith('ticketing_118='))
    assert.ok(session)
    const checkoutUrl = new URL(
      auth.headers.get('location'),
      `${base}/ticketing/118/checkout/profile-auth`,
    )
    assert.equal(checkoutUrl.searchParams.get('event'), EVENT)

    assert.equal(checkoutUrl.pathname, '/ticketing/118/checkout')
    const checkout = await (await fetch(checkoutUrl, { headers: { Cookie: session } })).text()
    assert.match(checkout, /Du handler som Kari Nordmann/)
    // The day, time and hall of the showing, and its prices as the price records make them.
    assert.match(checkout, /<p id="visning">mandag 23\. november kl\. 18:30, Sal 1\.<\/p>/)
    for (const price of ['Voksen, 170 kr', 'Barn, 130 kr', 'Honnør, 130 kr', 'Student, 120 kr'])
      assert.ok(checkout.includes(`>${price}</label>`), price)
    assert.match(checkout, /<form method="post" action="\/ticketing\/118\/checkout\/pay">/)

    const paid = await postForm(
      '/ticketing/118/checkout/pay',
      { event: EVENT, 'antall-0': '1', 'antall-3': '1', return: `${SITE}/kjop-fullfort` },
      { Origin: base, Cookie: session },
    )
    assert.equal(paid.status, 303)
    const receipt = new URL(paid.headers.get('location'))
    assert.equal(`${receipt.origin}${receipt.pathname}`, `${SITE}/kjop-fullfort`)
    const order = Object.fromEntries(receipt.searchParams)
    assert.match(order.ordre, /^GJK-118-\d{6}$/)
    assert.equal(order.arrangement, EVENT)
    assert.equal(order.antall, '2')
    // An adult's ticket and a student's.
    assert.equal(order.belop, String(170 + 120))
    assert.equal(order.tid, '2026-11-23T18:30:00+01:00')
    assert.ok(order.tittel && order.tid && ['film', 'kultur'].includes(order.kategori))

    const tickets = await memberTickets()
    assert.ok(tickets.some((t) => t.qrCode === order.ordre && t.movieTitle === order.tittel))
  })

  it('sells to a visitor without a profile, and only ever sends them back to the site', async () => {
    const auth = await postForm(
      '/ticketing/118/checkout/profile-auth',
      { token: 'not-a-token', ticketUrl: TICKET_URL, returnUrl: 'https://evil.example/x' },
      { Origin: SITE },
    )
    assert.equal(auth.status, 303)
    assert.deepEqual(cookieOf(auth), [])
    const checkoutUrl = new URL(
      auth.headers.get('location'),
      `${base}/ticketing/118/checkout/profile-auth`,
    )
    assert.equal(checkoutUrl.searchParams.get('return'), `${SITE}/kjop-fullfort`)
    assert.match(await (await fetch(checkoutUrl)).text(), /uten å være logget inn/)
  })

  it('refuses a profile auth from another site, a bad ticket link and a bad order', async () => {
    const fields = { token: 'x', ticketUrl: TICKET_URL }
    const cases = [
      [
        postForm('/ticketing/118/checkout/profile-auth', fields, {
          Origin: 'https://evil.example',
        }),
        403,
      ],
      [
        postForm(
          '/ticketing/118/checkout/profile-auth',
          { ...fields, ticketUrl: 'javascript:alert(1)' },
          { Origin: SITE },
        ),
        400,
      ],
      [
        postForm(
          '/ticketing/118/checkout/pay',
          { event: EVENT, 'antall-0': '999' },
          { Origin: base },
        ),
        400,
      ],
      [
        postForm(
          '/ticketing/118/checkout/pay',
          { event: EVENT, 'antall-0': '0' },
          { Origin: base },
        ),
        400,
      ],
      [
        postForm(
          '/ticketing/118/checkout/pay',
          { event: EVENT, 'antall-0': '-1', 'antall-1': '3' },
          { Origin: base },
        ),
        400,
      ],
      [
        postForm(
          '/ticketing/118/checkout/pay',
          { event: EVENT, 'antall-0': '1' },
          { Origin: SITE },
        ),
        403,
      ],
      ...['abc', '1.5', '1e1', ''].map((n) => [
        postForm('/ticketing/118/checkout/pay', { event: EVENT, 'antall-0': n }, { Origin: base }),
        400,
      ]),
      [fetch(`${base}/ticketing/118/checkout?event=nope`), 404],
      // A programme link to a showing it does not know ends on the checkout's «not found»;
      // one with control characters or of 4,000 characters is refused before that.
      ...[
        ['nope', 404],
        ['..%2F..%2Fetc', 404],
        ['%00', 400],
        [`${EVENT}%0d%0aSet-Cookie:x=1`, 400],
        ['x'.repeat(4000), 414],
      ].map(([id, status]) => [fetch(`${base}/ticketing/118/event/${id}`), status]),
    ]
    for (const [response, status] of cases) assert.equal((await response).status, status)
  })
})

describe('the checkout on the programme clock', () => {
  /** A stand-in whose programme is moved to start on the day of `now`, as the build's is. */
  const standIn = (now) =>
    createPartnerApi({
      dataDir: scratchDir('ticketing-clock-'),
      allowedOrigin: SITE,
      programme: { now },
    })

  it('sells the showing on the day the build moved it to, and its receipt says that day', async () => {
    const app = standIn('2026-12-02T09:00:00+01:00')
    const page = await app.inject(`/ticketing/118/checkout?event=${EVENT}`)
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /onsdag 2\. desember kl\. 18:30, Sal 1\./)
    const paid = await app.inject({
      method: 'POST',
      url: '/ticketing/118/checkout/pay',
      headers: { Origin: 'http://localhost:80', Host: 'localhost:80' },
      payload: { event: EVENT, 'antall-1': '2' },
    })
    assert.equal(paid.statusCode, 303)
    const order = new URL(paid.headers.location).searchParams
    assert.equal(order.get('tid'), '2026-12-02T18:30:00+01:00')
    assert.equal(order.get('belop'), '260')
    await app.close()
  })

  it('refuses a showing that has begun, in Norwegian, with the way back to the programme', async () => {
    const app = standIn('2026-11-23T18:31:00+01:00')
    for (const request of [
      { url: `/ticketing/118/checkout?event=${EVENT}` },
      {
        method: 'POST',
        url: '/ticketing/118/checkout/pay',
        headers: { Origin: 'http://localhost:80', Host: 'localhost:80' },
        payload: { event: EVENT, 'antall-0': '1' },
      },
    ]) {
      const res = await app.inject(request)
      assert.equal(res.statusCode, 409)
      assert.match(res.body, /<h1>Billetten kan ikke kjøpes<\/h1>/)
      assert.match(res.body, /Visningen mandag 23\. november kl\. 18:30 har begynt/)
      assert.match(res.body, /href="http:\/\/localhost:8000\/kino"/)
    }
    await app.close()
  })

  it('refuses a showing the programme gives no price, rather than guess one', async () => {
    const app = standIn(PROGRAMME_NOW)
    // An exhibition in the gallery: no price in its records.
    const res = await app.inject('/ticketing/118/checkout?event=7000272')
    assert.equal(res.statusCode, 409)
    assert.match(res.body, /selges ikke på nett/)
    await app.close()
  })

  it("sends a programme's ticket link to that showing's checkout, back to the site after", async () => {
    const app = standIn(PROGRAMME_NOW)
    const res = await app.inject(`/ticketing/118/event/${EVENT}`)
    assert.equal(res.statusCode, 303)
    const to = new URL(res.headers.location, 'http://localhost')
    assert.equal(to.pathname, '/ticketing/118/checkout')
    assert.equal(to.searchParams.get('event'), EVENT)
    assert.equal(to.searchParams.get('return'), `${SITE}/kjop-fullfort`)
    await app.close()
  })
})

const kariToken = async () => {
  const res = await fetch(`${base}/partner/118/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: KARI.email, Password: KARI.password }),
  })
  return (await res.json()).marsToken
}

const memberTickets = async () => {
  const res = await fetch(`${base}/partner/118/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: KARI.email, Password: KARI.password }),
  })
  const session = cookieOf(res).find((c) => c.startsWith('session='))
  return (
    await fetch(`${base}/partner/118/api/tickets?take=50`, { headers: { Cookie: session } })
  ).json()
}
