import { parseIcs } from '../../../testing/parse-ics'
import type { Ticket } from '../slice'
import { ticketFileName, ticketsIcs, upcomingTickets } from '../ticket-calendar'

const venue = { name: 'Gjøvik kino og kulturhus', url: 'https://kino.gjovik.example' }
const NOW = Date.parse('2026-11-24T12:00:00+01:00')

const ticket = (n: number, extra: Partial<Ticket> = {}): Ticket => ({
  movieId: `m${n}`,
  movieTitle: `Film ${n}`,
  notes: '',
  qrCode: `GJK-118-10000${n}`,
  qrUrl: `https://billett.kinopartner.example/118/ticket/10000${n}`,
  startTime: '2026-11-27T18:00:00+01:00',
  expirationDate: '2026-11-27T18:00:00+01:00',
  image: '',
  sal: 'Sal 1',
  seatsInfo: { info: '2 plasser', entries: [{ row: '7', seats: ['12', '13'] }] },
  ...extra,
})

describe('tickets as a calendar file, read by a real iCalendar parser', () => {
  it('gives each ticket as an event a calendar app shows: title, time, place, seats and number', () => {
    const title = 'Snøfnugg og Sondre; en lang, lang juletittel med «anførsel» og 🎬 over grensen'
    const events = parseIcs(
      ticketsIcs(
        [
          ticket(1, { movieTitle: title, notes: 'Husk legitimasjon.\nDøra åpner 17:30.' }),
          ticket(2, { startTime: '2026-11-29T16:30:00+01:00', sal: 'Sal 2' }),
        ],
        venue,
        NOW,
      ),
    )
    expect(events).toHaveLength(2)
    const [first, second] = events
    expect(first).toMatchObject({
      uid: 'GJK-118-100001@kino.gjovik.example',
      summary: title,
      location: 'Gjøvik kino og kulturhus, Sal 1',
      description:
        'Billettnummer GJK-118-100001\nRad 7, seter 12, 13\nHusk legitimasjon.\nDøra åpner 17:30.\nVis QR-koden i døra: Min side i kinoklubben.',
      url: 'https://billett.kinopartner.example/118/ticket/100001',
    })
    expect(first!.start.toISOString()).toBe('2026-11-27T17:00:00.000Z')
    expect(first!.end.toISOString()).toBe('2026-11-27T19:00:00.000Z')
    expect(second).toMatchObject({ summary: 'Film 2', location: 'Gjøvik kino og kulturhus, Sal 2' })
    expect(second!.start.toISOString()).toBe('2026-11-29T15:30:00.000Z')
  })

  it('folds long lines without splitting a letter, whatever its length in bytes', () => {
    // «SUMMARY:» is 8 octets and each ø 2, so a fold at 75 octets falls inside a letter.
    const titles = ['ø'.repeat(80), `a${'ø'.repeat(80)}`, '🎬'.repeat(40)]
    const events = parseIcs(
      ticketsIcs(
        titles.map((movieTitle, n) => ticket(n, { movieTitle })),
        venue,
        NOW,
      ),
    )
    expect(events.map((e) => e.summary)).toEqual(titles)
  })

  it('gives the ticket link only when a browser would read it as a plain https address', () => {
    const links = [
      'javascript:alert(1)',
      'http://billett.example/1',
      'https://bil\tlett.example/1',
      '',
    ]
    const events = parseIcs(
      ticketsIcs(
        links.map((qrUrl, n) => ticket(n, { qrUrl })),
        venue,
        NOW,
      ),
    )
    expect(events.map((e) => e.url)).toEqual([null, null, null, null])
  })

  it('leaves out a ticket whose time cannot be read, rather than making a broken file', () => {
    const events = parseIcs(ticketsIcs([ticket(1, { startTime: 'snart' }), ticket(2)], venue, NOW))
    expect(events.map((e) => e.summary)).toEqual(['Film 2'])
  })
})

describe('upcoming tickets and file names', () => {
  it('counts a ticket as upcoming until its showing starts', () => {
    const started = ticket(1, { startTime: '2026-11-24T11:59:00+01:00' })
    const later = ticket(2, { startTime: '2026-11-24T12:01:00+01:00' })
    expect(upcomingTickets([started, later], NOW)).toEqual([later])
  })

  it('names the file after the film and day, in characters every system accepts', () => {
    expect(ticketFileName(ticket(1, { movieTitle: 'Snøfnugg & Sondre: «Jul» ../../x' }))).toBe(
      'billett-snofnugg-sondre-jul-x-2026-11-27.ics',
    )
  })
})
