// Reads a calendar file with a real iCalendar parser (Mozilla's ical.js, the one behind
// Thunderbird), so that tests check what a calendar app would read, not our own format.
import ICAL from 'ical.js'

export type ParsedEvent = {
  uid: string
  summary: string
  location: string
  description: string
  url: string | null
  start: Date
  end: Date
  sequence: number | null
  lastModified: Date | null
}

export const parseIcs = (ics: string): ParsedEvent[] => {
  const component = new ICAL.Component(ICAL.parse(ics))
  return component.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      sequence: (vevent.getFirstPropertyValue('sequence') as number | null) ?? null,
      lastModified:
        (vevent.getFirstPropertyValue('last-modified') as ICAL.Time | null)?.toJSDate() ?? null,
    }
  })
}

/** The calendar's own name, as a calendar app shows it. */
export const calendarName = (ics: string): string | null =>
  (new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('x-wr-calname') as string | null) ??
  null
