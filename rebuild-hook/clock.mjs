// The hook's one clock: what time it is, and a call at a given time. By default the
// machine's, with croner for the call (as the nightly build), so a time days ahead is met
// to the second. REBUILD_CLOCK_AT starts the clock at another time, which then runs on at
// the machine's pace: a rehearsal of a planned publish, or a test of one with real builds.
// The builds the hook starts run at the hook's time (PROGRAMME_NOW, src/pipeline/resolve/
// clock.ts), so a build asked for at 07:59 leaves out a record planned for 08:00.
import { Cron } from 'croner'

/** A clock `offsetMs` ahead of the machine's: { now(), at(ms, call) -> { stop() } }. */
export const offsetClock = (offsetMs = 0) => ({
  now: () => Date.now() + offsetMs,
  at(ms, call) {
    const job = new Cron(new Date(ms - offsetMs), { catch: true, maxRuns: 1 }, call)
    return { stop: () => job.stop() }
  },
})

export const machineClock = offsetClock(0)

/** The clock REBUILD_CLOCK_AT sets (an ISO 8601 time), else the machine's. */
export const clockFromEnv = (env) => {
  const at = env.REBUILD_CLOCK_AT?.trim()
  if (!at) return machineClock
  const ms = Date.parse(at)
  if (!Number.isFinite(ms)) throw new Error(`REBUILD_CLOCK_AT is not a time: "${at}"`)
  return offsetClock(ms - Date.now())
}
