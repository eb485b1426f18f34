// The text rules of iCalendar (RFC 5545) that the build's showing files and the browser's
// ticket files share: UTC stamps, escaped text, lines folded at 75 octets, CRLF endings.
// No Buffer, so that the same code runs in the browser.

export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const utf8 = new TextEncoder()
const text = new TextDecoder()

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, 3.1). */
export const fold = (line: string): string => {
  const bytes = utf8.encode(line)
  if (bytes.length <= 75) return line
  const out: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length)
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end-- // never split a UTF-8 character
    out.push(text.decode(bytes.subarray(start, end)))
    start = end
  }
  return out.join('\r\n ')
}

/** A whole calendar of the given events (each a list of content lines without BEGIN/END),
 * with any properties of the calendar itself (its name, how often to fetch it again). */
export const calendar = (prodId: string, events: string[][], properties: string[] = []): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...properties,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n') + '\r\n'
