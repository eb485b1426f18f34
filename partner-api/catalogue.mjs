// What the partner knows about films and showings, taken from the site's own programme so
// that film info, reviews, live events and the checkout match the pages: each showing at
// the time the build shows it (the programme clock, programme-clock.mjs) and at the
// prices the build prints (src/contract/ticket-prices.js).
import fs from 'node:fs'
import path from 'node:path'
import ticketPrices from '../src/contract/ticket-prices.js'
import { osloShift } from '../src/lib/oslo-time.mjs'
import { reviewsFor } from './demo-reviews.mjs'

// Unsigned throughout: a signed shift of a hash over 2^31 would give negative counts.
export const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const readOptional = (file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []

/** clock: programme-clock.mjs; its days move the records' showings as the build does. */
export const loadCatalogue = (contentDir, clock) => {
  const dir = path.join(contentDir, 'programme')
  const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))
  const productions = read('productions.json')
  const priceRecords = readOptional(path.join(dir, 'prices.json'))
  const records = read('events.json')
  const first = records.reduce(
    (soonest, e) =>
      !soonest || Date.parse(e.startTime) < Date.parse(soonest) ? e.startTime : soonest,
    undefined,
  )
  const shiftDays = clock.shiftDaysFrom(first)
  const events = new Map(
    records.map((e) => [e.eventId, { ...e, startTime: osloShift(e.startTime, shiftDays) }]),
  )
  const productionsById = new Map(productions.map((p) => [p.id, p]))
  const posterOf = (p) => p.assets.find((a) => a.role === 'poster')?.url ?? ''

  const films = productions
    .filter((p) => p.object === 'movie' && p.ediNumber)
    .map((p) => ({
      id: p.id,
      ediNumber: p.ediNumber,
      title: p.title,
      slug: p.parentSlug,
      poster: posterOf(p),
      genres: p.genres ?? [],
      released: p.objectClass !== 'movie_coming',
    }))
  const byEdi = new Map(films.map((f) => [f.ediNumber, f]))

  const reviews = (ediNumber) => {
    const film = byEdi.get(ediNumber)
    return film ? reviewsFor(film, hash(ediNumber), clock.now()) : []
  }

  // The members' votes: the reviewers' among them, so the average is theirs and more.
  const movieInfo = (ediNumber) => {
    const film = byEdi.get(ediNumber)
    if (!film) return null
    const h = hash(ediNumber)
    const written = reviews(ediNumber).map((r) => r.rating)
    const others = film.released ? 4 + (h % 90) : 0
    const count = written.length + others
    const othersMean = 3 + (h % 18) / 10
    const sum = written.reduce((a, b) => a + b, 0) + others * othersMean
    return {
      Title: film.title,
      MovieId: `m${ediNumber}`,
      Edis: ediNumber,
      Rating: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
      RatingCount: count,
      Poster: film.poster,
      Link: `/${film.slug}`,
    }
  }

  const liveEvents = (ids) =>
    ids
      .map((id) => events.get(id))
      .filter(Boolean)
      .map((e) => ({
        id: e.eventId,
        startTime: e.startTime,
        seatsLeft: hash(e.eventId) % 120,
        status: hash(e.eventId) % 120 === 0 ? 'soldOut' : 'onSale',
      }))

  // A showing as the checkout sells it: what, when, where, at what prices, and the poster
  // for the ticket.
  const showing = (eventId) => {
    const e = events.get(String(eventId))
    const p = e && productionsById.get(e.productionId)
    if (!p) return null
    const prices = ticketPrices.showingPrices(
      {
        prices: e.prices,
        priceList: e.priceList ?? p.priceList,
        dolbyAtmos: e.dolbyAtmos ?? p.dolbyAtmos,
        format: e.format ?? p.format,
      },
      priceRecords,
    )
    return {
      eventId: e.eventId,
      productionId: p.id,
      title: p.title,
      category: p.object === 'movie' ? 'film' : 'kultur',
      startTime: e.startTime,
      screen: e.location.name,
      poster: posterOf(p),
      movieId: p.ediNumber ? `m${p.ediNumber}` : p.id,
      prices: prices ?? [],
    }
  }

  /** A production's showings from an instant on, soonest first. */
  const showingsOf = (productionId, from) =>
    [...events.values()]
      .filter((e) => e.productionId === productionId && Date.parse(e.startTime) >= from)
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .map((e) => showing(e.eventId))

  return {
    films,
    shiftDays,
    showing,
    showingsOf,
    movieInfo,
    reviews,
    liveEvents,
    filmByMovieId: (movieId) => byEdi.get(String(movieId).replace(/^m/, '')),
  }
}
