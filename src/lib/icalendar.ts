// The text rules of iCalendar (RFC 5545) that the build's showing files and the browser's
// ticket files share: UTC stamps, escaped text, lines folded at 75 octets, CRLF endings.
// No Buffer, so that the same code runs in the browser.

export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export class CalendarTextError extends Error {}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. A
 * control character has no place in TEXT (RFC 5545, 3.3.11) and is refused: the records
 * are cleaned of them where they are read, so one here is a fault to stop at. */
export const escapeText = (s: string) => {
  const escaped = s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  const control = /[\u0000-\u0008\u000A-\u001F\u007F]/.exec(escaped)
  if (control)
    throw new CalendarTextError(
      `A control character (U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}) cannot be written into a calendar`,
    )
  return escaped
}

/** A TEXT property's line: «SUMMARY:Lysår». A refused value names the property. */
export const textLine = (property: string, value: string) => {
  try {
    return `${property}:${escapeText(value)}`
  } catch (error) {
    if (error instanceof CalendarTextError)
      throw new CalendarTextError(`${property}: ${error.message}`)
    throw error
  }
}

/** The lines of one record's event; a refused value names the record and the property. */
export const eventOf = (record: string, lines: () => string[]): string[] => {
  try {
    return lines()
  } catch (error) {
    if (error instanceof CalendarTextError)
      throw new CalendarTextError(
        `The calendar event of record ${JSON.stringify(record)}, ${error.message}`,
      )
    throw error
  }
}

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
    textLine('PRODID', prodId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...properties,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n') + '\r\n'
