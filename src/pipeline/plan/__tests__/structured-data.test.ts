/** @jest-environment node */
import type { Production } from '../../../contract/records/programme'
import type { Site } from '../../../contract/records/content'
import { structuredData } from '../structured-data'
import { production, showing, site, validFilm } from '../../__tests__/fixture'

const film = validFilm()
const culture = {
  ...production('c', {
    object: 'culture',
    objectClass: 'culture',
    parentSlug: undefined,
    pageReference: 'konsert-ABCDEFG',
  }),
  genres: [],
} as Production

describe('structuredData', () => {
  it('describes a film as a Movie with a ScreeningEvent per showing', () => {
    const [movie, screening] = structuredData(film, [showing(film)], site as Site, {
      siteUrl: 'https://kino.test',
      pageUrl: 'https://kino.test/film-a-DXM00000001',
    }) as any[]
    expect(movie).toMatchObject({
      '@type': 'Movie',
      name: 'Film a',
      description: 'Sammendrag a',
      image: 'https://kino.test/img/a.jpg',
      duration: 'PT98M',
      contentRating: '9 år',
      url: 'https://kino.test/film-a-DXM00000001',
    })
    expect(screening).toMatchObject({
      '@type': 'ScreeningEvent',
      startDate: '2026-11-23T18:00:00+01:00',
      location: { '@type': 'MovieTheater', name: 'Testkino, Sal 1' },
      offers: { url: 'https://billett.example.no/7000001' },
      inLanguage: 'no',
    })
  })

  it('gives a Movie its director, cast, year, countries and a trailer schema.org can read', () => {
    const credited = {
      ...film,
      assets: [
        { type: 'image', role: 'poster', url: '/img/a.jpg', alt: '' },
        { type: 'image', role: 'cover', url: '/img/a-bred.jpg', alt: '' },
      ],
      directors: ['Ingrid Haugen'],
      cast: ['Ola Berg', 'Kari Lunde'],
      productionYear: 2025,
      countries: ['Norge'],
      trailer: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    } as Production
    const [movie] = structuredData(
      credited,
      [],
      site as Site,
      { siteUrl: 'https://kino.test', pageUrl: 'https://kino.test/film-a-DXM00000001' },
      (url) => `/static/img/${url.split('/').pop()}-og.jpg`,
    ) as any[]
    expect(movie).toMatchObject({
      director: [{ '@type': 'Person', name: 'Ingrid Haugen' }],
      actor: [
        { '@type': 'Person', name: 'Ola Berg' },
        { '@type': 'Person', name: 'Kari Lunde' },
      ],
      dateCreated: '2025',
      countryOfOrigin: [{ '@type': 'Country', name: 'Norge' }],
      trailer: {
        '@type': 'VideoObject',
        name: 'Trailer: Film a',
        description: 'Sammendrag a',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
        thumbnailUrl: 'https://kino.test/static/img/a.jpg-og.jpg',
        uploadDate: '2025',
      },
    })
    // Without them, no empty fields.
    const [plain] = structuredData(film, [], site as Site, {
      siteUrl: 'https://kino.test',
      pageUrl: 'https://kino.test/film-a-DXM00000001',
    }) as any[]
    for (const key of ['director', 'actor', 'dateCreated', 'countryOfOrigin', 'trailer'])
      expect(plain).not.toHaveProperty(key)
  })

  it("gives a screening its languages, format, accessibility in schema.org's terms and its end", () => {
    const subtitled = showing(film, {
      language: 'en',
      subtitles: 'no',
      format: '3D',
      accessibility: ['synstolking', 'teleslynge'],
      runMinutes: 118,
    })
    const hardOfHearing = showing(film, {
      language: 'no',
      subtitles: 'no',
      accessibility: ['horselstekst', 'rullestol'],
    })
    const [movie, a, b] = structuredData(
      { ...film, language: 'en' },
      [subtitled, hardOfHearing],
      site as Site,
      { siteUrl: 'https://kino.test', pageUrl: 'https://kino.test/film-a-DXM00000001' },
    ) as any[]
    expect(movie.inLanguage).toBe('en')
    expect(a).toMatchObject({
      inLanguage: 'en',
      subtitleLanguage: 'no',
      videoFormat: '3D',
      accessibilityFeature: ['audioDescription'],
      startDate: '2026-11-23T18:00:00+01:00',
      endDate: '2026-11-23T18:58:00.000Z',
    })
    expect(b).toMatchObject({ inLanguage: 'no', accessibilityFeature: ['captions'] })
    expect(b).not.toHaveProperty('endDate')
    expect(b).not.toHaveProperty('videoFormat')
  })

  it('describes a culture production as one Event per showing', () => {
    const data = structuredData(
      culture,
      [showing(culture), showing(culture, { id: 'e2' })],
      site as Site,
      { siteUrl: 'https://kino.test', pageUrl: 'https://kino.test/konsert-ABCDEFG' },
    )
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({
      '@type': 'Event',
      name: 'Film c',
      url: 'https://kino.test/konsert-ABCDEFG',
    })
  })
})
