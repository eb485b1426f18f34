// Grouping showings by Oslo calendar day and by film, and naming the days as a visitor would.
import { addDays, osloDayKey, weekdayOfDayKey } from '../../lib/dates'
import type { UiText } from '../../contract/ui-text'
import { groupBy } from '../../lib/programme'

export const groupByOsloDay = <E extends { startTime: string }>(events: E[]) =>
  [...groupBy(events, (e) => osloDayKey(e.startTime))].map(([day, list]) => ({ day, events: list }))

/** "I dag", "I morgen", or the weekday, in the page's words; inside a sentence, «i morgen». */
export const dayName = (day: string, today: string, words: UiText, inText = false): string => {
  if (day === today) return words.today
  if (day === addDays(today, 1)) return inText ? words.tomorrowInText : words.tomorrow
  return weekdayOfDayKey(day, words)
}

/** Each production once, in the order of its first showing, with its showings. */
export const groupByProduction = <E extends { production: { id: string } }>(events: E[]) =>
  [...groupBy(events, (e) => e.production.id).values()].map((list) => ({
    production: list[0]!.production as E['production'],
    events: list,
  }))
