// Times as the project's Node programs write them, in Oslo's time with Norwegian names,
// whatever the machine's zone: the publish page, the partner stand-in's checkout and the
// benchmark. One module with Intl's time-zone database (the site's pages format without
// Intl, for the speed of a phone's hydration: src/lib/dates.ts, whose tests compare it with
// Intl hour by hour).
const OSLO = 'Europe/Oslo'

const formatter = (options) => new Intl.DateTimeFormat('nb-NO', { timeZone: OSLO, ...options })
const DAY_AND_DATE = formatter({ weekday: 'long', day: 'numeric', month: 'long' })
const CLOCK = formatter({ hour: '2-digit', minute: '2-digit' })

/** «torsdag 26. november kl. 14:05». */
export const osloDayAndTime = (instant) =>
  `${DAY_AND_DATE.format(new Date(instant))} kl. ${CLOCK.format(new Date(instant))}`

/** «26. nov. 2026, 14:05» (timeStyle 'short') or with seconds ('medium'); «–» for none. */
export const osloDateTime = (iso, timeStyle = 'short') =>
  iso ? formatter({ dateStyle: 'medium', timeStyle }).format(new Date(iso)) : '–'

/** The Oslo calendar day of an instant, «2026-11-26». */
export const osloDayKey = (instant) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OSLO }).format(new Date(instant))

/** Oslo's offset from UTC at an instant, «+01:00» or «+02:00». */
export const osloOffset = (instant) =>
  new Intl.DateTimeFormat('en', { timeZone: OSLO, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')
    .value.replace('GMT', '') || '+00:00'

const CLOCK_24 = new Intl.DateTimeFormat('en-GB', {
  timeZone: OSLO,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The instant an Oslo wall-clock time names, «2026-11-26» at 18:30, ISO with its offset. */
export const osloWallClock = (day, hour, minute) => {
  const wall = Date.parse(
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
  )
  // The offset at the wall time read as UTC, then at the instant that gives: right on
  // both sides of a change of offset.
  let offset = osloOffset(wall)
  offset = osloOffset(wall - offsetMinutes(offset) * 60_000)
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00${offset}`
}

const offsetMinutes = (offset) => {
  const [, sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(offset)
  return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m))
}

/** Whole Oslo calendar days from one instant's day to another's. */
export const osloDaysBetween = (from, to) =>
  Math.round((Date.parse(osloDayKey(to)) - Date.parse(osloDayKey(from))) / 86_400_000)

/** The same Oslo wall-clock time `days` days later: 18:00 stays 18:00 across a change of
 * offset (the programme clock's rule, src/pipeline/resolve/clock.ts, which the stand-in's
 * catalogue follows; a test compares the two). */
export const osloShift = (instant, days) => {
  if (days === 0) return instant
  const day = new Date(Date.parse(osloDayKey(instant)) + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const [hour, minute] = CLOCK_24.format(new Date(instant)).split(':').map(Number)
  return osloWallClock(day, hour, minute)
}
