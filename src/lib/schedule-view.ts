// How the schedule lists a day: by time (each showing in start order) or by film (each film
// once, with its showings). The choice is in the URL (?vis=film), beside the filters, so
// that it can be shared and back and forward step through it. The before-paint script in
// every page's head (HideShowings) reads it too, so scheduleViewOf uses nothing from outside.
import { withParam } from './query-param'

export const SCHEDULE_VIEW_PARAM = 'vis'

export type ScheduleView = 'tid' | 'film'

export function scheduleViewOf(search: string): ScheduleView {
  return new URLSearchParams(search).get('vis') === 'film' ? 'film' : 'tid'
}

/** The query string with the view set, every other parameter (the filter) kept. */
export const withScheduleView = (search: string, view: ScheduleView): string =>
  withParam(search, SCHEDULE_VIEW_PARAM, view === 'film' ? 'film' : null)
