// All date and time display goes through here, in Europe/Oslo time with Norwegian names:
// the one Oslo-time module (oslo-time.mjs, which also serves the service worker and the Node
// servers), and what only the pages need.
export {
  addDays,
  daysBetween,
  formatDate,
  formatDay,
  formatDayKey,
  formatShortDayKey,
  formatTime,
  osloDayKey,
  osloInstant,
  osloIso,
  weekdayOfDayKey,
  type DayNames,
} from './oslo-time.mjs'

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
