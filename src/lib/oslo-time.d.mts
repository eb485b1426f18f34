// The types of oslo-time.mjs.
type Instant = string | number | Date

/** Another language's names, comma-separated, Sunday and January first (the Norwegian
 * ones are in oslo-time.js). */
export type DayNames = { weekdays?: string; months?: string; shortMonths?: string }

export function osloDayKey(instant: Instant): string
export function formatTime(instant: Instant): string
export function formatDay(instant: Instant, names?: DayNames): string
export function formatDate(instant: Instant, names?: DayNames): string
export function formatDayKey(dayKey: string, names?: DayNames): string
export function weekdayOfDayKey(dayKey: string, names?: DayNames): string
export function formatShortDayKey(dayKey: string, names?: DayNames): string
export function osloInstant(dayKey: string, hour: number, minute: number): Date
export function osloOffset(instant: Instant): string
export function osloIso(instant: Instant): string
export function daysBetween(from: string, to: string): number
export function addDays(dayKey: string, days: number): string
export function osloDayAndTime(instant: Instant): string
export function osloDateTime(
  instant: Instant | null | undefined,
  timeStyle?: 'short' | 'medium',
): string
export function osloWallClock(dayKey: string, hour: number, minute: number): string
export function osloDaysBetween(from: Instant, to: Instant): number
export function osloShift<T extends Instant>(instant: T, days: number): T | string
