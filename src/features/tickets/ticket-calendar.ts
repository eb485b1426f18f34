// A member's tickets as a calendar file (RFC 5545), made in the browser from the ticket
// data: one ticket, or every upcoming one. The partner's ticket link is given only when it
// is a plain https address, as a browser would read it.
import { withoutForbiddenCharacters } from '../../lib/forbidden-characters'
import { calendar, textLine, utcStamp } from '../../lib/icalendar'
import { webUrlProblem } from '../../lib/url-problems'
import type { Venue } from '../../components/page-context/Venue'
import { seatLines } from './seats'
import type { Ticket } from './slice'

/** A ticket does not say how long its film is; the showing files assume two hours too. */
const ASSUMED_MINUTES = 120

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

const ticketEvent = (ticket: Ticket, venue: Venue, now: number): string[] => {
  const start = Date.parse(ticket.startTime)
  const details = [
    `Billettnummer ${ticket.qrCode}`,
    ...seatLines(ticket),
    ticket.notes,
    'Vis QR-koden i døra: Min side i kinoklubben.',
  ]
  // The partner's text as a calendar can hold it (a control character would be refused).
  const text = (property: string, value: string) =>
    textLine(property, withoutForbiddenCharacters(value))
  return [
    text('UID', `${ticket.qrCode}@${hostOf(venue.url) || 'billett'}`),
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + ASSUMED_MINUTES * 60_000)}`,
    text('SUMMARY', ticket.movieTitle),
    text('LOCATION', [venue.name, ticket.sal].filter(Boolean).join(', ')),
    text('DESCRIPTION', details.filter(Boolean).join('\n')),
    ...(webUrlProblem(ticket.qrUrl, ['https:']) === null ? [`URL:${ticket.qrUrl}`] : []),
  ]
}

/** How long after its showing begins a ticket still lets a latecomer in at the door. */
export const DOOR_GRACE_MS = 30 * 60_000

/** A ticket whose showing began longer ago than the door's grace: no longer valid. */
export const isPastTicket = (ticket: Ticket, now: number) =>
  Date.parse(ticket.startTime) + DOOR_GRACE_MS <= now

/** The tickets whose showing has not started. */
export const upcomingTickets = (tickets: Ticket[], now: number) =>
  tickets.filter((t) => Date.parse(t.startTime) > now)

export const ticketsIcs = (tickets: Ticket[], venue: Venue, now: number): string =>
  calendar(
    withoutForbiddenCharacters(`-//${venue.name || 'Kinoklubben'}//Billetter//NB`),
    tickets
      .filter((t) => !Number.isNaN(Date.parse(t.startTime)))
      .map((t) => ticketEvent(t, venue, now)),
  )

/** A file name that every system accepts: «billett-fjellvettreglene-2026-11-27.ics». */
export const ticketFileName = (ticket: Ticket) =>
  `billett-${ticket.movieTitle
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)}-${ticket.startTime.slice(0, 10)}.ics`
