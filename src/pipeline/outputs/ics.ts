// A calendar file (RFC 5545) for one showing, so a visitor can put it in their calendar.
import { calendar, escapeText, utcStamp } from '../../lib/icalendar'
import type { ProgrammeEvent } from '../../contract/records/programme'

const DEFAULT_MINUTES = 120

export const eventIcs = (
  e: ProgrammeEvent & { production: { title: string; lengthMinutes?: number } },
  site: { name: string; host: string },
  /** The absolute address of the production's page, if a page shows it. */
  pageUrl: string | undefined,
  now: Date,
): string => {
  const start = Date.parse(e.startTime)
  const end = start + (e.production.lengthMinutes ?? DEFAULT_MINUTES) * 60_000
  return calendar(`-//${site.name}//Program//NB`, [
    [
      `UID:${e.id}@${site.host}`,
      `DTSTAMP:${utcStamp(now.getTime())}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(e.production.title)}`,
      `LOCATION:${escapeText(`${site.name}, ${e.location.name}`)}`,
      `DESCRIPTION:${escapeText(`Billetter: ${e.ticketUrl}`)}`,
      ...(pageUrl ? [`URL:${pageUrl}`] : []),
    ],
  ])
}
