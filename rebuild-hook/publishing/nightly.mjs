// A fresh build every night, so that the pages' «I dag» and the programme are never older
// than a day, even in a week without publishing. At REBUILD_DAILY_AT (Oslo time, 04:30 by
// default; empty turns it off), croner works out each next run in Europe/Oslo, daylight
// saving included: 04:30 is 02:30 UTC in summer and 03:30 UTC in winter, and on the night
// the clocks change it still comes once. A time inside the hour that is skipped in March
// runs at 03:00.
import { Cron } from 'croner'

/** Who asked, as the publish page's history says it. */
export const NIGHTLY = 'Nattlig oppdatering'
export const DEFAULT_DAILY_AT = '04:30'

/** The time as a cron pattern, or an error that says what is wrong with it. */
export const dailyPattern = (at) => {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(at.trim())
  if (!m) throw new Error(`REBUILD_DAILY_AT must be a time of day such as 04:30, not «${at}».`)
  return `${Number(m[2])} ${Number(m[1])} * * *`
}

/** From the environment: the time, or null when the nightly build is turned off. */
export const dailyAtFromEnv = (env) =>
  env.REBUILD_DAILY_AT === undefined ? DEFAULT_DAILY_AT : env.REBUILD_DAILY_AT.trim() || null

/** Runs `run` every day at the Oslo time; null means never. Returns the job (stop()). */
export const scheduleDaily = (at, run) =>
  at ? new Cron(dailyPattern(at), { timezone: 'Europe/Oslo', catch: true }, run) : null
