// All date and time display goes through here, in Europe/Oslo time with Norwegian names,
// so that a showing at 18:00 in Gjøvik reads 18:00 whatever the visitor's or the build
// machine's time zone, across daylight-saving changes.
export const TIME_ZONE = 'Europe/Oslo'
const LOCALE = 'nb-NO'

const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )

/** The Oslo calendar day of an instant, as YYYY-MM-DD. */
export const osloDayKey = (instant: string | Date): string => {
  const p = parts(new Date(instant), { year: 'numeric', month: '2-digit', day: '2-digit' })
  return `${p.year}-${p.month}-${p.day}`
}

/** e.g. "18:30" */
export const formatTime = (instant: string | Date): string => {
  const p = parts(new Date(instant), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return `${p.hour}:${p.minute}`
}

/** e.g. "lørdag 21. november" */
export const formatDay = (instant: string | Date): string =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(instant))

/** e.g. "21. november 2026" */
export const formatDate = (instant: string | number | Date): string =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant))

/** A day key (YYYY-MM-DD) as "lørdag 21. november"; noon avoids any DST edge. */
export const formatDayKey = (dayKey: string): string => formatDay(`${dayKey}T12:00:00Z`)

const offsetMinutes = (instant: Date): number => {
  const name = parts(instant, { timeZoneName: 'longOffset' }).timeZoneName as string // "GMT+01:00"
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
}

/** The instant at which Oslo wall-clock time reads the given date and time. */
export const osloInstant = (dayKey: string, hour: number, minute: number): Date => {
  const [y, mo, d] = dayKey.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, hour, minute)
  // The offset at the guess can differ from the offset at the answer across a DST change.
  const first = new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000)
  return new Date(asUtc - offsetMinutes(first) * 60_000)
}

/** e.g. "2026-11-21T18:00:00+01:00": an instant written in Oslo time. */
export const osloIso = (instant: Date): string => {
  const p = parts(instant, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const off = offsetMinutes(instant)
  const sign = off < 0 ? '-' : '+'
  const hh = String(Math.floor(Math.abs(off) / 60)).padStart(2, '0')
  const mm = String(Math.abs(off) % 60).padStart(2, '0')
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`
}

/** Whole calendar days from one day key to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000)

export const addDays = (dayKey: string, days: number): string =>
  new Date(Date.parse(`${dayKey}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
