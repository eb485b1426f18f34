// The day the schedule shows, when a visitor has chosen one, is in the URL (?dag=2026-11-29)
// beside the view and the filter, so that back and forward step through the days and a
// shared link opens on the day it was shared from.
import { withParam } from './query-param'

export const SCHEDULE_DAY_PARAM = 'dag'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The chosen day (an Oslo day key), or null where none is chosen or it is no date. */
export const scheduleDayOf = (search: string): string | null => {
  const day = new URLSearchParams(search).get(SCHEDULE_DAY_PARAM)
  return day && DAY.test(day) ? day : null
}

/** The query string with the day set (or taken out), every other parameter kept. */
export const withScheduleDay = (search: string, day: string | null): string =>
  withParam(search, SCHEDULE_DAY_PARAM, day)
