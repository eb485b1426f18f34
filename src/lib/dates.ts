// All date and time display goes through here, in Europe/Oslo time with Norwegian names,
// so that a showing at 18:00 in Gjøvik reads 18:00 whatever the visitor's or the build
// machine's time zone, across daylight-saving changes.
//
// Oslo time is computed from its rule rather than with Intl: the first Intl call on a page
// loads the browser's ICU data, about 25 ms on a laptop and 100 ms on a slow phone, in the
// middle of hydration, and a programme page formats hundreds of times as it hydrates. The
// rule is the EU one Norway has followed since 1996: UTC+1, and UTC+2 from 01:00 UTC on the
// last Sunday in March until 01:00 UTC on the last Sunday in October. The tests compare
// every hour from 1996 to 2040 with Intl's time-zone database, so a change in the rule
// fails them.
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
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * DAY
}

/** Oslo's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
const osloOffsetMinutes = (time: number): number => {
  const year = new Date(time).getUTCFullYear()
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9)
  return summer ? 120 : 60
}

const toTime = (instant: string | number | Date): number => {
  const time = new Date(instant).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`)
  return time
}

/** The Oslo wall clock at an instant, read from a Date shifted by the offset. */
const osloClock = (instant: string | number | Date) => {
  const time = toTime(instant)
  const offset = osloOffsetMinutes(time)
  return { wall: new Date(time + offset * 60_000), offset }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The Oslo calendar day of an instant, as YYYY-MM-DD. */
export const osloDayKey = (instant: string | Date): string =>
  osloClock(instant).wall.toISOString().slice(0, 10)

/** e.g. "18:30" */
export const formatTime = (instant: string | Date): string =>
  osloClock(instant).wall.toISOString().slice(11, 16)

/** Another language's names, comma-separated, Sunday and January first (the Norwegian
 * ones are here). */
export type DayNames = { weekdays?: string; months?: string; shortMonths?: string }

/** e.g. "lørdag 21. november"; with another language's names, "Saturday 21 November". */
export const formatDay = (instant: string | Date, names: DayNames = {}): string => {
  const { wall } = osloClock(instant)
  if (names.weekdays && names.months)
    return `${names.weekdays.split(',')[wall.getUTCDay()]} ${wall.getUTCDate()} ${names.months.split(',')[wall.getUTCMonth()]}`
  return `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()}. ${MONTHS[wall.getUTCMonth()]}`
}

/** e.g. "21. november 2026"; with another language's months, "21 November 2026". */
export const formatDate = (instant: string | number | Date, names: DayNames = {}): string => {
  const { wall } = osloClock(instant)
  if (names.months)
    return `${wall.getUTCDate()} ${names.months.split(',')[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
  return `${wall.getUTCDate()}. ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
}

/** A day key (YYYY-MM-DD) as "lørdag 21. november"; noon avoids any DST edge. */
export const formatDayKey = (dayKey: string, names?: DayNames): string =>
  formatDay(`${dayKey}T12:00:00Z`, names)

/** A day key (YYYY-MM-DD) as its weekday, e.g. "lørdag" (or "Saturday"). */
export const weekdayOfDayKey = (dayKey: string, names: DayNames = {}): string => {
  const day = new Date(`${dayKey}T12:00:00Z`).getUTCDay()
  return (names.weekdays ? names.weekdays.split(',')[day] : WEEKDAYS[day])!
}

/** A day key (YYYY-MM-DD) as "21. nov." (or "21. mai"); with another language's short
 * months, "21 Nov". */
export const formatShortDayKey = (dayKey: string, names: DayNames = {}): string => {
  const date = new Date(`${dayKey}T12:00:00Z`)
  if (names.shortMonths)
    return `${date.getUTCDate()} ${names.shortMonths.split(',')[date.getUTCMonth()]}`
  return `${date.getUTCDate()}. ${SHORT_MONTHS[date.getUTCMonth()]}`
}

/** The instant at which Oslo wall-clock time reads the given date and time. */
export const osloInstant = (dayKey: string, hour: number, minute: number): Date => {
  const [y, mo, d] = dayKey.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, hour, minute)
  // The offset at the guess can differ from the offset at the answer across a DST change.
  const first = asUtc - osloOffsetMinutes(asUtc) * 60_000
  return new Date(asUtc - osloOffsetMinutes(first) * 60_000)
}

/** e.g. "2026-11-21T18:00:00+01:00": an instant written in Oslo time. */
export const osloIso = (instant: Date): string => {
  const { wall, offset } = osloClock(instant)
  return `${wall.toISOString().slice(0, 19)}+${pad(offset / 60)}:00`
}

/** Whole calendar days from one day key to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY)

export const addDays = (dayKey: string, days: number): string =>
  new Date(Date.parse(`${dayKey}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** A film's length as the programme gives it: «1 t 52 min», or «45 min» under an hour. */
export const formatDuration = (
  minutes: number,
  words: { durationHours: string; durationMinutes: string },
): string =>
  minutes < 60
    ? words.durationMinutes.replace('{minutes}', String(minutes))
    : words.durationHours
        .replace('{hours}', String(Math.floor(minutes / 60)))
        .replace('{minutes}', String(minutes % 60))
