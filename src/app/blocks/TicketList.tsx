// The showings of one production: day, time, screen, estimated end and labels (language,
// format, accessibility), a link to buy a ticket
// at the partner's ticketing, and a calendar file. Showings that have started are hidden.
// A logged-in member's «Kjøp billett» goes through the checkout profile auth instead, so the
// checkout knows them; opening the link in a new tab still goes straight to the ticket URL.
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../components/ui/Card'
import { Showing } from '../../components/ui/Showing'
import { useNow } from '../../hooks/use-now'
import { BuyLink } from '../purchase/BuyLink'
import { SeatStatus } from '../../features/events/components/SeatStatus'
import { useLiveEvents } from '../../features/events/use-live-events'
import { formatDay, formatTime } from '../../lib/dates'
import { endText, ShowingLabels } from '../../components/ui/ShowingLabels'
import { pillButton } from '../../components/ui/pill-button'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'
import { priceText } from '../../lib/prices'
import { useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract'

export const TicketList = ({ data }: BlockProps<'TicketList'>) => {
  const events = data.events ?? []
  const now = useNow()
  const words = useWords()
  useLiveEvents(events.map((e) => e.eventId))
  const allPast =
    now !== null && events.length > 0 && events.every((e) => Date.parse(e.startTime) < now)
  return (
    <section aria-labelledby="billetter-tittel">
      <SectionHeading id="billetter-tittel">{words.showingsAndTickets}</SectionHeading>
      {(events.length === 0 || allPast) && <EmptyState>{words.noShowingsPlanned}</EmptyState>}
      <List>
        {events.map((e) => {
          const day = formatDay(e.startTime, words)
          const when = `${day} ${words.at} ${formatTime(e.startTime)}`
          return (
            <Showing key={e.id} startTime={e.startTime} now={now}>
              <div>
                <time dateTime={e.startTime}>
                  <span className="day">{day}</span> {words.at} {formatTime(e.startTime)}
                </time>
                <span className="where">
                  {[e.location.name, endText(e.endsAt, words), priceText(e.prices, words)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <ShowingLabels labels={e.labels} />
                <SeatStatus eventId={e.eventId} className="seats" />
              </div>
              <div className="actions">
                <a className="calendar" href={e.calendarPath} download>
                  {words.addToCalendar}
                  <span className="visually-hidden">{fillText(words.calendarFor, { when })}</span>
                </a>
                <BuyLink event={e} listName="Visninger" className="buy">
                  {words.buyTicket}
                  <span className="visually-hidden">
                    {fillText(words.ticketFor, { what: when })}
                  </span>
                </BuyLink>
              </div>
            </Showing>
          )
        })}
      </List>
    </section>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  li[hidden] {
    display: none;
  }
  time {
    display: block;
    font-weight: 700;
  }
  .day {
    display: inline-block;
  }
  .day::first-letter {
    text-transform: uppercase;
  }
  .where {
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
  .seats {
    display: block;
    /* One line, the same height empty or filled: the count arrives after the first paint. */
    min-height: 1.4em;
    line-height: 1.4;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${theme.colour.accent};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
  .calendar {
    font-size: 0.95rem;
  }
  .buy {
    ${pillButton}
  }
`
