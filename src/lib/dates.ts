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
