// The stand-in's demo on the programme clock: Kari's tickets are her next showings on any
// day, the catalogue's showings are where and when (and at the prices) the build puts
// them, and the members' ratings add up.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, it } from 'node:test'
import { loadCatalogue } from '../catalogue.mjs'
import { programmeClock } from '../programme-clock.mjs'
import { DEMO_MEMBERS, redateDemoTickets, seedFor } from '../seed.mjs'
import { createPartnerApi } from '../server.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const CONTENT = path.resolve('content')
const DAY = 86_400_000

// The build's own clock and price rule, in TypeScript, compiled as gatsby-node.js does.
const require = createRequire(import.meta.url)
const { register } = require('@swc-node/register/register')
const { readDefaultTsConfig } = require('@swc-node/register/read-default-tsconfig')
register(readDefaultTsConfig(), { exts: ['.ts'] })
const { applyClock } = require('../../src/pipeline/resolve/clock.ts')
const { validateProgramme } = require('../../src/pipeline/validate/validate-programme.ts')

const read = (file) => ({
  file,
  data: JSON.parse(fs.readFileSync(path.join(CONTENT, 'programme', file), 'utf8')),
})
const builtProgramme = (now) => {
  const { programme } = validateProgramme(
    read('productions.json'),
    read('events.json'),
    15,
    read('prices.json'),
  )
  return applyClock(programme.events, { now: new Date(now), shift: true })
}

const loginTickets = async (app) => {
  const login = await app.inject({
    method: 'POST',
    url: '/partner/118/api/login',
    payload: { Email: DEMO_MEMBERS[118].email, Password: DEMO_MEMBERS[118].password },
  })
  const session = login.cookies.find((c) => c.name === 'session')
  const tickets = await app.inject({
    url: '/partner/118/api/tickets',
    cookies: { session: session.value },
  })
  return tickets.json()
}

describe("the demo member's tickets", () => {
  const today = Date.now()
  for (const [when, now] of [
    ['today', today],
    ['40 days on', today + 40 * DAY],
  ])
    it(`are her next showings ${when}, so min side shows them as coming`, async () => {
      const app = createPartnerApi({ dataDir: scratchDir('demo-'), programme: { now } })
      const tickets = await loginTickets(app)
      assert.equal(tickets.length, 2)
      for (const t of tickets) {
        assert.ok(Date.parse(t.startTime) > now, `${t.movieTitle} ${t.startTime}`)
        assert.ok(Date.parse(t.startTime) < now + 14 * DAY, `${t.movieTitle} ${t.startTime}`)
      }
      // Each is a showing the site shows: that film, that time, that hall.
      const shown = builtProgramme(now)
      for (const t of tickets)
        assert.ok(
          shown.some(
            (e) =>
              e.production.title === t.movieTitle &&
              e.startTime === t.startTime &&
              e.location.name === t.screen,
          ),
          `${t.movieTitle} ${t.startTime} ${t.screen} is not on the programme`,
        )
      await app.close()
    })

  it('move on in a store kept from an earlier day, and what she bought stays as it was', () => {
    const then = Date.parse('2026-11-23T08:00:00+01:00')
    const later = then + 20 * DAY
    const catalogueAt = (now) => loadCatalogue(CONTENT, programmeClock({ now }))
    const data = seedFor(118, catalogueAt(then), then)
    const bought = { ...data.members[0].tickets[0], qrCode: 'GJK-118-500001' }
    data.members[0].tickets.push(bought)
    assert.equal(redateDemoTickets(data, 118, catalogueAt(later), later), true)
    const [one, two, kept] = data.members[0].tickets
    assert.ok(Date.parse(one.startTime) > later && Date.parse(two.startTime) > later)
    assert.deepEqual(kept, bought)
    // Nothing to move on the same day.
    assert.equal(redateDemoTickets(data, 118, catalogueAt(later), later), false)
  })
})

describe("the stand-in's catalogue", () => {
  // The test builds' day, a day after Norway's clocks go forward, and one after they go back.
  for (const now of [
    '2026-11-23T08:00:00+01:00',
    '2027-03-29T10:00:00+02:00',
    '2027-11-01T10:00:00+01:00',
  ])
    it(`sells every showing at the time, in the hall and at the prices the build shows (now ${now})`, () => {
      const catalogue = loadCatalogue(CONTENT, programmeClock({ now }))
      const built = builtProgramme(now)
      assert.ok(built.length > 100)
      for (const e of built) {
        const sold = catalogue.showing(e.eventId)
        assert.equal(sold.startTime, e.startTime, e.eventId)
        assert.equal(sold.screen, e.location.name, e.eventId)
        assert.deepEqual(sold.prices, e.prices ?? [], e.eventId)
      }
    })

  it('takes the days the build moved the programme by, where npm start passes them', () => {
    const catalogue = loadCatalogue(CONTENT, programmeClock({ now: Date.now(), shiftDays: 3 }))
    assert.equal(catalogue.shiftDays, 3)
    assert.equal(catalogue.showing('7000004').startTime, '2026-11-26T18:30:00+01:00')
  })
})

describe("the members' ratings", () => {
  const catalogue = loadCatalogue(CONTENT, programmeClock())
  it('count every review among the votes, and average to a score the reviews allow', () => {
    for (const film of catalogue.films.filter((f) => f.released)) {
      const info = catalogue.movieInfo(film.ediNumber)
      const reviews = catalogue.reviews(film.ediNumber)
      assert.ok(info.RatingCount >= reviews.length, film.title)
      assert.ok(info.Rating >= 1 && info.Rating <= 5, `${film.title}: ${info.Rating}`)
    }
  })

  it('give a film that is not out yet no votes and no reviews', () => {
    const coming = catalogue.films.find((f) => !f.released)
    assert.equal(catalogue.movieInfo(coming.ediNumber).RatingCount, 0)
    assert.deepEqual(catalogue.reviews(coming.ediNumber), [])
  })

  it("write reviews that fit the film: no family's laughter over a thriller", () => {
    const thriller = catalogue.films.find((f) => f.genres[0] === 'Thriller')
    const words = catalogue.reviews(thriller.ediNumber).map((r) => r.comment)
    assert.ok(words.length > 0)
    assert.ok(
      words.every((w) => !/familie|ungene/i.test(w)),
      words.join(' | '),
    )
    // A review's stars say what its words say.
    const praise = catalogue.films
      .flatMap((f) => catalogue.reviews(f.ediNumber))
      .filter((r) => /beste|morsomste|Anbefales/.test(r.comment))
    assert.ok(praise.length > 0 && praise.every((r) => r.rating === 5))
  })
})
