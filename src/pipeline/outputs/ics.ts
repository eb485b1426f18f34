// A calendar file (RFC 5545) for one showing, so a visitor can put it in their calendar.
import type { ProgrammeEvent } from '../validate/programme-schema'

const DEFAULT_MINUTES = 120

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, 3.1). */
const fold = (line: string): string => {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const out: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length)
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end-- // never split a UTF-8 character
    out.push(bytes.subarray(start, end).toString('utf8'))
    start = end
  }
  return out.join('\r\n ')
}

export const eventIcs = (
  e: ProgrammeEvent & { production: { title: string; lengthMinutes?: number } },
  site: { name: string; host: string },
  /** The absolute address of the production's page, if a page shows it. */
  pageUrl: string | undefined,
  now: Date,
): string => {
  const start = Date.parse(e.startTime)
  const end = start + (e.production.lengthMinutes ?? DEFAULT_MINUTES) * 60_000
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Program//NB`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.id}@${site.host}`,
    `DTSTAMP:${utcStamp(now.getTime())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(e.production.title)}`,
    `LOCATION:${escapeText(`${site.name}, ${e.location.name}`)}`,
    `DESCRIPTION:${escapeText(`Billetter: ${e.ticketUrl}`)}`,
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
