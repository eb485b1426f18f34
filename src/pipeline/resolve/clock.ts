// The programme clock. The shipped demo programme has fixed dates; so that a newcomer on
// any day sees a current programme, the build can move every showing by whole Oslo days so
// that the programme's first day is today, keeping each showing's Oslo wall-clock time
// (18:00 stays 18:00 across a daylight-saving change). Showings that have started are left
// out. "Now" comes from PROGRAMME_NOW when set, so tests build a fixed programme.
import { addDays, daysBetween, formatTime, osloDayKey, osloInstant, osloIso } from '../../lib/dates'
import type { ProgrammeEvent } from '../../contract/records/programme'

export type ClockOptions = { now: Date; shift: boolean }

type Env = Record<string, string | undefined>

export const clockFromEnv = (env: Env, defaultShift: boolean): ClockOptions => {
  const now = env.PROGRAMME_NOW ? new Date(env.PROGRAMME_NOW) : new Date()
  if (Number.isNaN(now.getTime()))
    throw new Error(`PROGRAMME_NOW is not a date: "${env.PROGRAMME_NOW}"`)
  const mode = env.PROGRAMME_DATES ?? (defaultShift ? 'shift' : 'asis')
  if (mode !== 'shift' && mode !== 'asis')
    throw new Error(`PROGRAMME_DATES must be shift or asis, got "${mode}"`)
  return { now, shift: mode === 'shift' }
}

export const shiftEvent = <E extends { startTime: string }>(event: E, days: number): E => {
  if (days === 0) return event
  const [hour, minute] = formatTime(event.startTime).split(':').map(Number) as [number, number]
  const day = addDays(osloDayKey(event.startTime), days)
  return { ...event, startTime: osloIso(osloInstant(day, hour, minute)) }
}

/** The whole Oslo days the clock moves a programme (sorted by start) by. */
export const shiftDaysOf = (events: readonly ProgrammeEvent[], { now, shift }: ClockOptions) => {
  const first = events[0]
  return shift && first ? daysBetween(osloDayKey(first.startTime), osloDayKey(now)) : 0
}

export const applyClock = (events: ProgrammeEvent[], clock: ClockOptions): ProgrammeEvent[] => {
  const { now } = clock
  const days = shiftDaysOf(events, clock)
  return events
    .map((e) => shiftEvent(e, days))
    .filter((e) => Date.parse(e.startTime) >= now.getTime())
}
