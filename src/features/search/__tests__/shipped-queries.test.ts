/** @jest-environment node */
// Real queries on the shipped content, in both languages: each finds the page a visitor
// means among the first three results, and «Mente du» offers only what is close.
import path from 'node:path'
import type { Locale, SearchDocument } from '../../../contract'
import { buildSite } from '../../../pipeline/build-site'
import { loadLocalContent } from '../../../pipeline/load/load-local'
import { buildSearchIndex } from '../../../pipeline/outputs/search-index'
import { search } from '../search'
import { suggest } from '../suggest'

const site = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content')))
const indexes: Record<Locale, SearchDocument[]> = {
  nb: buildSearchIndex(site, 'nb'),
  en: buildSearchIndex(site, 'en'),
}
const firstThree = (locale: Locale, query: string) =>
  search(indexes[locale], query)
    .slice(0, 3)
    .map((h) => h.doc.url)

const filmWith = (
  locale: Locale,
  what: (p: (typeof site.content.programme.productions)[number]) => boolean,
) => {
  const film = site.content.programme.productions.find((p) => p.object === 'movie' && what(p))!
  const url = site.links.pathOf('production', film.id)!
  return locale === 'nb' ? url : `/en${url}`
}

describe.each<[Locale, string, (urls: string[]) => boolean, string]>([
  ['nb', 'babykino', (u) => u.includes('/babykino'), '/babykino'],
  ['nb', 'parkering', (u) => u.includes('/praktisk-info#parkering'), '/praktisk-info#parkering'],
  ['nb', 'gavekort', (u) => u.includes('/gavekort'), '/gavekort'],
  [
    'nb',
    'åpningstider',
    (u) => u.includes('/praktisk-info#apningstider'),
    '/praktisk-info#apningstider',
  ],
  [
    'nb',
    'synstolking',
    (u) => u.includes('/tilgjengelighet#synstolking'),
    '/tilgjengelighet#synstolking',
  ],
  [
    'nb',
    'Maren Bakke',
    (u) => u.includes(filmWith('nb', (p) => !!p.directors?.includes('Maren Bakke'))),
    'her film',
  ],
  [
    'nb',
    'engelsk tale',
    (u) =>
      u.some((url) => indexes.nb.find((d) => d.url === url)?.keywords?.includes('Engelsk tale')),
    'a film in English',
  ],
  [
    'en',
    'opening hours',
    (u) => u.some((url) => url.startsWith('/en#opening-hours')),
    '/en#opening-hours',
  ],
  ['en', 'tickets', (u) => u.includes('/en/tickets'), '/en/tickets'],
  ['en', 'parking', (u) => u.includes('/en#parking'), '/en#parking'],
  ['en', 'english', (u) => u.some((url) => url.startsWith('/en#')), 'a section of /en'],
  ['en', 'subtitles', (u) => u.some((url) => url.startsWith('/en#')), 'a section of /en'],
  [
    'en',
    'Maren Bakke',
    (u) => u.includes(filmWith('en', (p) => !!p.directors?.includes('Maren Bakke'))),
    'her film',
  ],
  [
    'en',
    'comedy',
    (u) => u.some((url) => indexes.en.find((d) => d.url === url)?.keywords?.includes('Comedy')),
    'a comedy',
  ],
])('%s: «%s»', (locale, query, holds, meant) => {
  it(`finds ${meant} among the first three`, () => {
    const urls = firstThree(locale, query)
    expect({ urls, found: holds(urls) }).toEqual({ urls, found: true })
  })
})

describe('«Mente du»', () => {
  it('is offered only within two corrections of words of five letters or more', () => {
    expect(search(indexes.nb, 'Maren Bakek')).toEqual([])
    expect(suggest(indexes.nb, 'Maren Bakek')).toBe('maren bakke')
    // Too far, or too short to correct: no suggestion, whatever the index holds.
    for (const query of ['operaballett', 'xyzzy', 'qwe', 'Mren Bkkea'])
      expect([query, suggest(indexes.nb, query)]).toEqual([query, null])
    expect(suggest(indexes.en, 'parkinggg lots')).toBeNull()
  })
})

describe('each language has its own index', () => {
  it('leads an English index to English pages, in English words, and marks Norwegian text', () => {
    const film = indexes.en.find((d) => d.kind === 'film')!
    expect(film.url).toMatch(/^\/en\//)
    expect(film.lang).toBe('nb')
    expect(indexes.en.some((d) => d.kind === 'page' && !d.url.startsWith('/en'))).toBe(false)
    expect(indexes.nb.some((d) => d.url.startsWith('/en'))).toBe(false)
    expect(indexes.en.map((d) => d.keywords ?? '').join(' ')).toMatch(/English speech/)
    expect(indexes.nb.map((d) => d.keywords ?? '').join(' ')).not.toMatch(/English speech/)
  })

  it('gives a film its next showings, each with what its booking link needs', () => {
    const film = indexes.nb.find((d) => d.kind === 'film' && d.showings)!
    expect(film.showings![0]).toEqual({
      eventId: expect.any(String),
      ticketUrl: expect.stringMatching(/^https?:\/\//),
      startTime: expect.any(String),
      hall: expect.any(String),
    })
  })
})
