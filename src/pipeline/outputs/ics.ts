// A calendar file (RFC 5545) for one showing, so a visitor can put it in their calendar;
// and the lines every showing has in any calendar the site writes (calendar-feeds.ts).
import { calendar, eventOf, textLine, utcStamp } from '../../lib/icalendar'
import type { ProgrammeEvent } from '../../contract/records/programme'

export const DEFAULT_MINUTES = 120

/** What identifies a showing, when and where it is, and what it shows. The UID is the same
 * in every file, so a calendar app that has the showing from one updates it from another. */
export const showingLines = (
  e: Pick<ProgrammeEvent, 'id' | 'startTime' | 'location'> & { production: { title: string } },
  site: { name: string; host: string },
  minutes: number,
  now: Date,
): string[] => {
  const start = Date.parse(e.startTime)
  return [
    `UID:${e.id}@${site.host}`,
    // With METHOD:PUBLISH, DTSTAMP is when this file was made (RFC 5545, 3.8.7.2).
    `DTSTAMP:${utcStamp(now.getTime())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + minutes * 60_000)}`,
    textLine('SUMMARY', e.production.title),
    textLine('LOCATION', `${site.name}, ${e.location.name}`),
  ]
}

export const eventIcs = (
  e: ProgrammeEvent & { production: { title: string; lengthMinutes?: number } },
  site: { name: string; host: string },
  /** The absolute address of the production's page, if a page shows it. */
  pageUrl: string | undefined,
  now: Date,
): string =>
  calendar(`-//${site.name}//Program//NB`, [
    eventOf(e.id, () => [
      ...showingLines(e, site, e.production.lengthMinutes ?? DEFAULT_MINUTES, now),
      textLine('DESCRIPTION', `Billetter: ${e.ticketUrl}`),
      ...(pageUrl ? [`URL:${pageUrl}`] : []),
    ]),
  ])
