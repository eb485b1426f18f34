// The stand-in's clock is the build's. The build moves the demo programme by whole Oslo
// days so that it starts today (src/pipeline/resolve/clock.ts); the partner's catalogue,
// checkout, tickets and receipts move by the same days, or a page would sell one showing
// and the checkout another. The days come from the build itself where it says
// (PROGRAMME_SHIFT_DAYS, which npm start reads from public/build-info.json), else from
// the same rule: PROGRAMME_NOW (or the real time) and PROGRAMME_DATES. «Now» runs from
// PROGRAMME_NOW where it is set, so a test's stand-in and its browser share a time.
import { osloDaysBetween } from '../src/lib/oslo-time.mjs'

/** { now: Date | string, shift: boolean, shiftDays?: number } -> the clock. */
export const programmeClock = ({ now: anchorAt, shift = true, shiftDays } = {}) => {
  const anchor = anchorAt === undefined ? Date.now() : new Date(anchorAt).getTime()
  if (Number.isNaN(anchor)) throw new Error(`The programme's "now" is not a time: ${anchorAt}`)
  const started = Date.now()
  let moved = 0
  const now = () => anchor + (Date.now() - started) + moved
  return {
    now,
    /** The days the programme moves, given its first showing's start. */
    shiftDaysFrom: (firstStart) => {
      if (shiftDays !== undefined) return shiftDays
      return shift && firstStart ? osloDaysBetween(firstStart, anchor) : 0
    },
    /** The tests' switch: the stand-in's time jumps to the given one and runs on. */
    setNow: (instant) => {
      moved += new Date(instant).getTime() - now()
    },
  }
}

/** The clock as the environment sets it, as the build reads it (PROGRAMME_NOW and
 * PROGRAMME_DATES), with the build's own count of days where npm start passes it. */
export const clockOptionsFromEnv = (env) => {
  const mode = env.PROGRAMME_DATES || 'shift'
  if (mode !== 'shift' && mode !== 'asis')
    throw new Error(`PROGRAMME_DATES must be shift or asis, got "${mode}"`)
  const days = env.PROGRAMME_SHIFT_DAYS
  if (days !== undefined && days !== '' && !/^-?\d+$/.test(days))
    throw new Error(`PROGRAMME_SHIFT_DAYS must be a whole number of days, got "${days}"`)
  return {
    now: env.PROGRAMME_NOW || undefined,
    shift: mode === 'shift',
    shiftDays: days === undefined || days === '' ? undefined : Number(days),
  }
}
