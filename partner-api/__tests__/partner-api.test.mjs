import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DEMO_MEMBERS } from '../seed.mjs'
import { createPartnerApi } from '../server.mjs'
import { openStore, writeAtomic } from '../store.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const SITE = 'http://localhost:8000'
const start = async (dataDir) => {
  const server = createPartnerApi({ dataDir, allowedOrigin: SITE, maxBodyBytes: 1024 })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${server.server.address().port}`
  return { base, close: () => server.close() }
}
const cookiesOf = (res) =>
  Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0].split('=')))
const cookieHeader = (cookies) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')

let dataDir
let api
before(async () => {
  dataDir = scratchDir('partner-api-')
  api = await start(dataDir)
})
after(() => api.close())

const post = (url, body, headers = {}) =>
  fetch(`${api.base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const login = async (partner, { email, password }) =>
  post(`/partner/${partner}/api/login`, { Email: email, Password: password })

describe('login and sessions', () => {
  it('logs in the demo member and opens a cookie session with an XSRF cookie', async () => {
    const res = await login(118, DEMO_MEMBERS[118])
    assert.equal(res.status, 200)
    const body = await res.json()
    assert.equal(body.UserName, 'Kari Nordmann')
    assert.equal(body.UserInfo, 'kari@example.no')
    assert.match(body.marsToken, /^[0-9a-f]{48}$/)
    const cookies = cookiesOf(res)
    assert.ok(cookies.session && cookies['XSRF-TOKEN'])
    const [session] = res.headers.getSetCookie().filter((c) => c.startsWith('session='))
    assert.match(session, /HttpOnly/)
    // The site reads the XSRF token to echo it.
    const [xsrf] = res.headers.getSetCookie().filter((c) => c.startsWith('XSRF-TOKEN='))
    assert.doesNotMatch(xsrf, /HttpOnly/)
  })

  it('refuses a wrong password with a message for the member', async () => {
    const res = await login(118, { email: 'kari@example.no', password: 'feil' })
    assert.equal(res.status, 401)
    assert.deepEqual(await res.json(), { message: 'Feil e-postadresse eller passord.' })
  })

  it('keeps the partners apart: a member of 118 cannot log in at 178', async () => {
    assert.equal((await login(178, DEMO_MEMBERS[118])).status, 401)
    assert.equal((await login(178, DEMO_MEMBERS[178])).status, 200)
  })

  it('exchanges a stored token for a session through switchTokensDx', async () => {
    const { marsToken } = await (await login(118, DEMO_MEMBERS[118])).json()
    const res = await post('/partner/118/api/switchTokensDx', '', { 'X-Token': marsToken })
    assert.equal(res.status, 204)
    assert.ok(cookiesOf(res).session)
    assert.equal(
      (await post('/partner/118/api/switchTokensDx', '', { 'X-Token': 'nope' })).status,
      401,
    )
  })
})

describe('member data', () => {
  it('shows tickets and the watch list only to a signed-in member', async () => {
    assert.equal((await fetch(`${api.base}/partner/118/api/tickets`)).status, 401)
    const cookies = cookiesOf(await login(118, DEMO_MEMBERS[118]))
    const tickets = await (
      await fetch(`${api.base}/partner/118/api/tickets?skip=0&take=10`, {
        headers: { Cookie: cookieHeader(cookies) },
      })
    ).json()
    assert.equal(tickets.length, 2)
    assert.ok(tickets[0].qrCode && tickets[0].seatsInfo.entries[0].seats.length)
    // The wire shape: the site maps poster to the ticket's image and screen to its sal.
    assert.match(tickets[0].poster, /\.(jpg|svg|png)$/)
    assert.equal(tickets[0].screen, 'Sal 1')
    assert.ok(!('image' in tickets[0]) && !('sal' in tickets[0]))
  })

  it('adds a film to the watch list only with the XSRF token echoed', async () => {
    const cookies = cookiesOf(await login(118, DEMO_MEMBERS[118]))
    const headers = { Cookie: cookieHeader(cookies) }
    const film = 'm20261008'
    assert.equal(
      (await post('/partner/118/api/addMovieToWatchList', { id: film }, headers)).status,
      403,
    )
    const ok = await post(
      '/partner/118/api/addMovieToWatchList',
      { id: film },
      { ...headers, 'X-XSRF-TOKEN': cookies['XSRF-TOKEN'] },
    )
    assert.equal(ok.status, 200)
    const list = await (await fetch(`${api.base}/partner/118/api/watchlist`, { headers })).json()
    assert.ok(list.some((m) => m.movieId === film && m.title === 'Lysår'))
  })

  it('signs up a new member, and refuses the same address twice', async () => {
    const member = { email: 'ny@example.no', password: 'NyttPassord1', userName: 'Ny Bruker' }
    const res = await post('/partner/178/api/createUser', member)
    assert.equal(res.status, 200)
    assert.deepEqual(Object.keys(await res.json()).sort(), ['ContactEmail', 'Token', 'UserName'])
    const again = await post('/partner/178/api/createUser', member)
    assert.equal(again.status, 409)
  })
})

describe('catalogue and runtime', () => {
  it('answers film info in PascalCase, and 404 for an unknown film', async () => {
    const info = await (
      await fetch(`${api.base}/partner/118/api/movieInfo?ediNumber=20261008`)
    ).json()
    assert.equal(info.Title, 'Lysår')
    assert.ok(info.Rating >= 3 && info.RatingCount > 0)
    assert.equal((await fetch(`${api.base}/partner/118/api/movieInfo?ediNumber=1`)).status, 404)
  })

  it('serves reviews and live events', async () => {
    const reviews = await (
      await fetch(`${api.base}/partner/118/api/reviews?ediNumber=20261008&skip=0&take=20`)
    ).json()
    assert.ok(reviews.length >= 1 && 'likesCount' in reviews[0])
    const events = await (
      await fetch(`${api.base}/runtime/sites/118/events?ids=ev-sjorover-1,finnes-ikke`)
    ).json()
    assert.deepEqual(
      events.map((e) => e.id),
      ['ev-sjorover-1'],
    )
    assert.equal((await fetch(`${api.base}/runtime/sites/118/events`)).status, 400)
  })
})

describe('plausible catalogue', () => {
  it('never shows a negative like count, and rates every review from 1 to 5', async () => {
    const productions = JSON.parse(fs.readFileSync('content/programme/productions.json', 'utf8'))
    const films = productions.filter((p) => p.object === 'movie' && p.ediNumber)
    assert.ok(films.length > 10)
    const reviews = (
      await Promise.all(
        films.map(async (f) =>
          (await fetch(`${api.base}/partner/118/api/reviews?ediNumber=${f.ediNumber}`)).json(),
        ),
      )
    ).flat()
    assert.ok(reviews.length > films.length)
    for (const r of reviews) {
      assert.ok(Number.isInteger(r.likesCount) && r.likesCount >= 0, `${r.id}: ${r.likesCount}`)
      assert.ok(
        Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5,
        `${r.id}: ${r.rating}`,
      )
    }
  })
})

describe('bad input', () => {
  const cases = [
    [
      'missing fields',
      JSON.stringify({ Email: 'kari@example.no' }),
      400,
      'Feltet Password mangler.',
    ],
    [
      'wrong types',
      JSON.stringify({ Email: 'kari@example.no', Password: 42 }),
      400,
      'Feltet Password må være tekst.',
    ],
    ['malformed JSON', '{"Email": ', 400, 'Forespørselen er ikke gyldig JSON.'],
    [
      'an oversized body',
      JSON.stringify({ Email: 'x'.repeat(2000), Password: 'y' }),
      413,
      'Forespørselen er for stor (over 1024 byte).',
    ],
  ]
  for (const [what, body, status, message] of cases) {
    it(`answers ${what} with ${status} and a JSON message, and keeps serving`, async () => {
      const res = await post('/partner/118/api/login', body)
      assert.equal(res.status, status)
      assert.deepEqual(await res.json(), { message })
      assert.equal((await login(118, DEMO_MEMBERS[118])).status, 200)
    })
  }

  it('answers an unknown path or partner with 404 JSON', async () => {
    assert.equal((await fetch(`${api.base}/partner/200/api/login`)).status, 404)
    assert.deepEqual(await (await fetch(`${api.base}/nothing`)).json(), {
      message: 'Fant ikke tjenesten.',
    })
  })
})

describe('CORS', () => {
  it("allows credentials for the site's origin only", async () => {
    const preflight = await fetch(`${api.base}/partner/118/api/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    })
    assert.equal(preflight.headers.get('access-control-allow-origin'), SITE)
    assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true')
    assert.match(preflight.headers.get('access-control-allow-headers'), /X-XSRF-TOKEN/)
    const other = await fetch(`${api.base}/partner/118/api/movieInfo?ediNumber=20261008`, {
      headers: { Origin: 'https://evil.example' },
    })
    assert.equal(other.headers.get('access-control-allow-origin'), null)
  })
})

describe('persistence', () => {
  it('keeps members across a restart', async () => {
    const dir = scratchDir('partner-api-restart-')
    const first = await start(dir)
    const member = { email: 'varig@example.no', password: 'Passord123', userName: 'Varig' }
    assert.equal(
      (
        await fetch(`${first.base}/partner/118/api/createUser`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(member),
        })
      ).status,
      200,
    )
    await first.close()
    const second = await start(dir)
    const res = await fetch(`${second.base}/partner/118/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: member.email, Password: member.password }),
    })
    assert.equal(res.status, 200)
    await second.close()
  })

  it('leaves the store whole when a write is interrupted', () => {
    const dir = scratchDir('partner-api-crash-')
    const file = path.join(dir, 'partner-118.json')
    writeAtomic(file, { members: ['before'] })
    const crashing = {
      ...fs,
      writeSync: () => {
        throw new Error('disk full')
      },
    }
    assert.throws(() => writeAtomic(file, { members: ['after'] }, crashing), /disk full/)
    assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), { members: ['before'] })
    assert.deepEqual(fs.readdirSync(dir), ['partner-118.json'])
  })

  it('ignores the leftovers of an interrupted write when it starts', () => {
    const dir = scratchDir('partner-api-leftover-')
    writeAtomic(path.join(dir, 'partner-118.json'), { members: [], sessions: {} })
    fs.writeFileSync(path.join(dir, 'partner-118.json.123.abcd.tmp'), '{"members": [')
    const store = openStore(dir, '118', () => ({ members: ['seed'], sessions: {} }))
    assert.deepEqual(store.data, { members: [], sessions: {} })
    assert.deepEqual(fs.readdirSync(dir), ['partner-118.json'])
  })
})
