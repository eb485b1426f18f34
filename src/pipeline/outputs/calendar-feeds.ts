// The calendars a visitor can subscribe to (RFC 5545): the whole programme, or a series
// (babykino, seniorkino, …), as the CalendarSubscribe blocks of the pages name them. A
// subscribed calendar fetches the file again now and then, so each showing keeps its UID
// (the event's id at this site's host) from build to build: a moved showing is updated
// and a cancelled one disappears, instead of being added again. Times are in UTC, which
// every calendar app turns into local time correctly on either side of a DST change.
import type { PlannedCalendar } from '../plan/plan'
import type { ProgrammeEvent } from '../../contract/records/programme'
import type { Site } from '../../contract/records/content'
import { ageLimitText } from '../../lib/age-limits'
import { calendar, eventOf, textLine, utcStamp } from '../../lib/icalendar'
import { DEFAULT_MINUTES, showingLines } from './ics'
import { absoluteUrl, type RecordLinks } from '../plan/record-links'
import { NB_WORDS } from '../plan/norwegian-words'

// Calendar apps may fetch a subscription this often (they choose; these are hints).
const REFRESH = 'PT6H'
const SEQUENCE_EPOCH = Date.UTC(2000, 0, 1)

/** SEQUENCE from the record's change time: it grows with every change of the showing,
 * which is what a calendar app looks at to take the new version (whole minutes since 2000). */
const sequenceOf = (changedMs: number) =>
  Math.max(0, Math.floor((changedMs - SEQUENCE_EPOCH) / 60_000))

const changedAt = (e: ProgrammeEvent): number | undefined => {
  const times = [e.updatedAt, e.production.updatedAt]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter(Number.isFinite)
  return times.length ? Math.max(...times) : undefined
}

const eventLines = (
  e: ProgrammeEvent,
  site: Pick<Site, 'name' | 'host'>,
  pageUrl: string | undefined,
  now: Date,
): string[] => {
  const minutes = e.runMinutes ?? e.production.lengthMinutes ?? DEFAULT_MINUTES
  const age = ageLimitText(e.production.ageLimit, NB_WORDS)
  const changed = changedAt(e)
  const description = [
    age && `Aldersgrense: ${age.label}.`,
    `Kjøp billett: ${e.ticketUrl}`,
    pageUrl && `Mer om ${e.production.object === 'movie' ? 'filmen' : 'arrangementet'}: ${pageUrl}`,
  ].filter(Boolean)
  return [
    ...showingLines(e, site, minutes, now),
    ...(changed !== undefined
      ? [`LAST-MODIFIED:${utcStamp(changed)}`, `SEQUENCE:${sequenceOf(changed)}`]
      : []),
    textLine('DESCRIPTION', description.join('\n')),
    `URL:${e.ticketUrl}`,
  ]
}

export const calendarFeedIcs = (
  { title, events }: PlannedCalendar,
  site: Pick<Site, 'name' | 'host'>,
  links: RecordLinks,
  siteUrl: string,
  now: Date,
): string =>
  calendar(
    `-//${site.name}//Program//NB`,
    events.map((e) => {
      const page = links.pathOf('production', e.productionId)
      return eventOf(e.id, () => eventLines(e, site, page && absoluteUrl(siteUrl, page), now))
    }),
    [
      textLine('X-WR-CALNAME', title),
      'X-WR-TIMEZONE:Europe/Oslo',
      `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
      `X-PUBLISHED-TTL:${REFRESH}`,
    ],
  )
