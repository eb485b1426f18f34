// Oslo's time with Norwegian names, for every part of the project: the pages and the build
// (through src/lib/dates.ts), the service worker's offline page (the build puts this file
// in the worker: src/pipeline/outputs/worker-script.ts) and the Node servers (the partner
// stand-in, the rebuild hook, the benchmark). A showing at 18:00 in Gjøvik reads 18:00
// whatever the visitor's or the machine's zone, across daylight-saving changes.
//
// Computed from its rule rather than with Intl: the first Intl call on a page loads the
// browser's ICU data, about 25 ms on a laptop and 100 ms on a slow phone, in the middle of
// hydration, and a programme page formats hundreds of times as it hydrates. The rule is the
// EU one Norway has followed since 1996: UTC+1, and UTC+2 from 01:00 UTC on the last Sunday
// in March until 01:00 UTC on the last Sunday in October. The tests compare every hour from
// 1996 to 2040 with Intl's time-zone database, so a change in the rule fails them.
//
// A plain ES module with a .d.mts: the Node servers import it as it is, webpack keeps of it
// only what a page uses, and the build wraps it for the worker.

const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag']
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
]
// Språkrådet's abbreviations: the short months keep their full form.
const SHORT_MONTHS = MONTHS.map((m) => (m.length <= 4 ? m : `${m.slice(0, 3)}.`))
const DAY = 86_400_000

/** 01:00 UTC on the last Sunday of a month (month 0-11). */
const lastSundayAtOneUtc = (year, month) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * DAY
}

/** Oslo's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
const osloOffsetMinutes = (time) => {
  const year = new Date(time).getUTCFullYear()
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9)
  return summer ? 120 : 60
}

const toTime = (instant) => {
  const time = new Date(instant).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`)
  return time
}

/** The Oslo wall clock at an instant, read from a Date shifted by the offset. */
const osloClock = (instant) => {
  const time = toTime(instant)
  const offset = osloOffsetMinutes(time)
  return { wall: new Date(time + offset * 60_000), offset }
}

const pad = (n) => String(n).padStart(2, '0')

/** The Oslo calendar day of an instant, as YYYY-MM-DD. */
export const osloDayKey = (instant) => osloClock(instant).wall.toISOString().slice(0, 10)

/** e.g. "18:30" */
export const formatTime = (instant) => osloClock(instant).wall.toISOString().slice(11, 16)

/** e.g. "lørdag 21. november"; with another language's names, "Saturday 21 November". */
export const formatDay = (instant, names = {}) => {
  const { wall } = osloClock(instant)
  if (names.weekdays && names.months)
    return `${names.weekdays.split(',')[wall.getUTCDay()]} ${wall.getUTCDate()} ${names.months.split(',')[wall.getUTCMonth()]}`
  return `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()}. ${MONTHS[wall.getUTCMonth()]}`
}

/** e.g. "21. november 2026"; with another language's months, "21 November 2026". */
export const formatDate = (instant, names = {}) => {
  const { wall } = osloClock(instant)
  if (names.months)
    return `${wall.getUTCDate()} ${names.months.split(',')[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
  return `${wall.getUTCDate()}. ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
}

/** A day key (YYYY-MM-DD) as "lørdag 21. november"; noon avoids any DST edge. */
export const formatDayKey = (dayKey, names) => formatDay(`${dayKey}T12:00:00Z`, names)

/** A day key (YYYY-MM-DD) as its weekday, e.g. "lørdag" (or "Saturday"). */
export const weekdayOfDayKey = (dayKey, names = {}) => {
  const day = new Date(`${dayKey}T12:00:00Z`).getUTCDay()
  return names.weekdays ? names.weekdays.split(',')[day] : WEEKDAYS[day]
}

/** A day key (YYYY-MM-DD) as "21. nov." (or "21. mai"); with another language's short
 * months, "21 Nov". */
export const formatShortDayKey = (dayKey, names = {}) => {
  const date = new Date(`${dayKey}T12:00:00Z`)
  if (names.shortMonths)
    return `${date.getUTCDate()} ${names.shortMonths.split(',')[date.getUTCMonth()]}`
  return `${date.getUTCDate()}. ${SHORT_MONTHS[date.getUTCMonth()]}`
}

/** The instant at which Oslo wall-clock time reads the given date and time. */
export const osloInstant = (dayKey, hour, minute) => {
  const [y, mo, d] = dayKey.split('-').map(Number)
  const asUtc = Date.UTC(y, mo - 1, d, hour, minute)
  // The offset at the guess can differ from the offset at the answer across a DST change.
  const first = asUtc - osloOffsetMinutes(asUtc) * 60_000
  return new Date(asUtc - osloOffsetMinutes(first) * 60_000)
}

/** Oslo's offset from UTC at an instant, «+01:00» or «+02:00». */
export const osloOffset = (instant) => `+${pad(osloOffsetMinutes(toTime(instant)) / 60)}:00`

/** e.g. "2026-11-21T18:00:00+01:00": an instant written in Oslo time. */
export const osloIso = (instant) => {
  const { wall } = osloClock(instant)
  return `${wall.toISOString().slice(0, 19)}${osloOffset(instant)}`
}

/** Whole calendar days from one day key to another. */
export const daysBetween = (from, to) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY)

export const addDays = (dayKey, days) =>
  new Date(Date.parse(`${dayKey}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** «torsdag 26. november kl. 14:05», as the pages write a time. */
export const osloDayAndTime = (instant) => `${formatDay(instant)} kl. ${formatTime(instant)}`

/** «26. nov. 2026, 14:05», or with seconds («14:05:07») for timeStyle 'medium'; «–» for
 * none: the publish page's times. */
export const osloDateTime = (instant, timeStyle = 'short') => {
  if (!instant) return '–'
  const { wall } = osloClock(instant)
  const date = `${wall.getUTCDate()}. ${SHORT_MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
  const time = wall.toISOString().slice(11, timeStyle === 'medium' ? 19 : 16)
  return `${date}, ${time}`
}

/** The instant an Oslo wall-clock time names, «2026-11-26» at 18:30, ISO with its offset. */
export const osloWallClock = (dayKey, hour, minute) => osloIso(osloInstant(dayKey, hour, minute))

/** Whole Oslo calendar days from one instant's day to another's. */
export const osloDaysBetween = (from, to) => daysBetween(osloDayKey(from), osloDayKey(to))

/** The same Oslo wall-clock time `days` days later: 18:00 stays 18:00 across a change of
 * offset (the programme clock's rule, src/pipeline/resolve/clock.ts, which the stand-in's
 * catalogue follows; a test compares the two). */
export const osloShift = (instant, days) => {
  if (days === 0) return instant
  const [hour, minute] = formatTime(instant).split(':').map(Number)
  return osloWallClock(addDays(osloDayKey(instant), days), hour, minute)
}
