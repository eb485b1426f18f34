/** @jest-environment node */
import { eventIcs } from '../ics'
import type { Production, ProgrammeEvent } from '../programme-schema'
import type { Site } from '../schema'
import { scriptSafeJson, structuredData } from '../structured-data'
import { production, site } from './fixture'

const film = {
  ...production('a'),
  genres: ['Komedie'],
  lengthMinutes: 98,
  ageLimit: '9',
} as Production
const culture = {
  ...production('c', {
    object: 'culture',
    objectClass: 'culture',
    parentSlug: undefined,
    pageReference: 'konsert-ABCDEFG',
  }),
  genres: [],
} as Production
const showing = (p: Production, extra: Partial<ProgrammeEvent> = {}): ProgrammeEvent => ({
  id: 'e1',
  eventId: '7000001',
  productionId: p.id,
  startTime: '2026-11-23T18:00:00+01:00',
  location: { name: 'Sal 1' },
  ticketUrl: 'https://billett.example.no/7000001',
  advertisementFlags: [],
  language: 'Norsk',
  production: p,
  ...extra,
})

describe('structuredData', () => {
  it('describes a film as a Movie with a ScreeningEvent per showing', () => {
    const [movie, screening] = structuredData(
      film,
      [showing(film)],
      site as Site,
      'https://kino.test',
    ) as any[]
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
      inLanguage: 'Norsk',
    })
  })

  it('describes a culture production as one Event per showing', () => {
    const data = structuredData(
      culture,
      [showing(culture), showing(culture, { id: 'e2' })],
      site as Site,
      'https://kino.test',
    )
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({
      '@type': 'Event',
      name: 'Film c',
      url: 'https://kino.test/konsert-ABCDEFG',
    })
  })

  it('writes JSON that content cannot use to close the script tag', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>&' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>&' })
  })
})

describe('eventIcs', () => {
  const ics = eventIcs(
    showing(film, { location: { name: 'Sal 1; balkong, øverst' } }),
    { name: 'Testkino', host: 'kino.test' },
    'https://kino.test',
    new Date('2026-11-20T12:00:00Z'),
  )

  it('is a calendar with one event in UTC, lasting the film', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20261123T170000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261123T183800Z\r\n')
    expect(ics).toContain('\r\nUID:e1@kino.test\r\n')
    expect(ics).toContain('\r\nSUMMARY:Film a\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text and folds long lines', () => {
    expect(ics).toContain('LOCATION:Testkino\\, Sal 1\\; balkong\\, øverst')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })
})
