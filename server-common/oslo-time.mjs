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
