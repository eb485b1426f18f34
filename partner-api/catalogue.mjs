// What the partner knows about films and showings, taken from the site's own programme so
// that film info, reviews and live events match the pages.
import fs from 'node:fs'
import path from 'node:path'

// Unsigned throughout: a signed shift of a hash over 2^31 would give negative counts.
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const REVIEW_TEXTS = [
  'Vakkert filmet, og en slutt som satt i lenge.',
  'Morsom og varm. Hele familien lo.',
  'Litt lang på midten, men verdt det.',
  'Årets beste kinoopplevelse så langt!',
]
const NAMES = ['Ingrid', 'Jonas', 'Sofie', 'Per', 'Amina', 'Lars']

export const loadCatalogue = (contentDir) => {
  const read = (f) => JSON.parse(fs.readFileSync(path.join(contentDir, 'programme', f), 'utf8'))
  const productions = read('productions.json')
  const films = productions
    .filter((p) => p.object === 'movie' && p.ediNumber)
    .map((p) => ({
      ediNumber: p.ediNumber,
      title: p.title,
      slug: p.parentSlug,
      poster: p.assets.find((a) => a.role === 'poster')?.url ?? '',
    }))
  const byEdi = new Map(films.map((f) => [f.ediNumber, f]))
  const events = new Map(read('events.json').map((e) => [e.eventId, e]))

  const movieInfo = (ediNumber) => {
    const film = byEdi.get(ediNumber)
    if (!film) return null
    const h = hash(ediNumber)
    return {
      Title: film.title,
      MovieId: `m${ediNumber}`,
      Edis: ediNumber,
      Rating: 3 + (h % 20) / 10,
      RatingCount: 5 + (h % 140),
      Poster: film.poster,
      Link: `/${film.slug}`,
    }
  }

  const reviews = (ediNumber) => {
    if (!byEdi.has(ediNumber)) return []
    const h = hash(ediNumber)
    return Array.from({ length: 1 + (h % 3) }, (_, i) => ({
      id: `r-${ediNumber}-${i}`,
      comment: REVIEW_TEXTS[(h + i) % REVIEW_TEXTS.length],
      rating: 1 + ((h >>> i) % 5),
      addedAt: new Date(Date.UTC(2026, 10, 1 + i * 3)).toISOString(),
      likesCount: (h >>> (i + 2)) % 25,
      movieId: `m${ediNumber}`,
      userId: `u-${(h + i) % 97}`,
      userName: NAMES[(h + i) % NAMES.length],
      image: '',
      isLiked: false,
    }))
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

  // A showing as the checkout sells it: what, when, where, and the poster for the ticket.
  const productionsById = new Map(productions.map((p) => [p.id, p]))
  const showing = (eventId) => {
    const e = events.get(String(eventId))
    const p = e && productionsById.get(e.productionId)
    if (!p) return null
    return {
      eventId: e.eventId,
      title: p.title,
      category: p.object === 'movie' ? 'film' : 'kultur',
      startTime: e.startTime,
      screen: e.location.name,
      poster: p.assets.find((a) => a.role === 'poster')?.url ?? '',
      movieId: p.ediNumber ? `m${p.ediNumber}` : p.id,
    }
  }

  return {
    films,
    showing,
    movieInfo,
    reviews,
    liveEvents,
    filmByMovieId: (movieId) => byEdi.get(String(movieId).replace(/^m/, '')),
  }
}
