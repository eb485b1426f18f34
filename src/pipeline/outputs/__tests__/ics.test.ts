/** @jest-environment node */
import { eventIcs } from '../ics'
import { showing, validFilm } from '../../__tests__/fixture'
import { parseIcs } from '../../../testing/parse-ics'

const film = validFilm()

describe('eventIcs', () => {
  const ics = eventIcs(
    showing(film, { location: { name: 'Sal 1; balkong, øverst' } }),
    { name: 'Testkino', host: 'kino.test' },
    'https://kino.test/film-a-DXM00000001',
    new Date('2026-11-20T12:00:00Z'),
  )

  it('is a calendar with one event in UTC, lasting the film', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20261123T170000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261123T183800Z\r\n')
    expect(ics).toContain('\r\nUID:e1@kino.test\r\n')
    expect(ics).toContain('\r\nSUMMARY:Film a\r\n')
    expect(ics).toContain('\r\nURL:https://kino.test/film-a-DXM00000001\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text and folds long lines', () => {
    expect(ics).toContain('LOCATION:Testkino\\, Sal 1\\; balkong\\, øverst')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })
})

describe('eventIcs for a showing no page shows', () => {
  it('has no URL, rather than a made-up one', () => {
    const ics = eventIcs(
      showing(film),
      { name: 'Testkino', host: 'kino.test' },
      undefined,
      new Date(),
    )
    expect(ics).not.toContain('URL:')
  })
})

describe('eventIcs read by a real iCalendar parser', () => {
  it('gives back the title, place, time and page a calendar app shows', () => {
    const title =
      'Lang tittel; med komma, semikolon og «anførselstegn» – og en ø på grensen ø ø ø ø'
    const [event, ...rest] = parseIcs(
      eventIcs(
        showing({ ...film, title }, { location: { name: 'Sal 1; balkong' } }),
        { name: 'Testkino', host: 'kino.test' },
        'https://kino.test/film-a-DXM00000001',
        new Date('2026-11-20T12:00:00Z'),
      ),
    )
    expect(rest).toEqual([])
    expect(event).toMatchObject({
      uid: 'e1@kino.test',
      summary: title,
      location: 'Testkino, Sal 1; balkong',
      url: 'https://kino.test/film-a-DXM00000001',
    })
    expect(event!.start.toISOString()).toBe('2026-11-23T17:00:00.000Z')
    expect(event!.end.toISOString()).toBe('2026-11-23T18:38:00.000Z')
  })
})
