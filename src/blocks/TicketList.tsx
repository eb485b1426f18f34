// The showings of one production, each linking to the partner's ticketing page.
import styled from 'styled-components'
import type { ProgrammeEvent } from '../build/programme-schema'
import { EmptyState, SectionHeading } from '../components/ui/Card'
import { formatDay, formatTime } from '../lib/dates'
import { theme } from '../lib/theme'
import type { BlockProps } from './types'

export const TicketList = ({ data }: BlockProps) => {
  const events = (data.events as ProgrammeEvent[] | undefined) ?? []
  return (
    <section aria-labelledby="billetter-tittel">
      <SectionHeading id="billetter-tittel">Visninger og billetter</SectionHeading>
      {events.length === 0 && <EmptyState>Det er ingen planlagte visninger akkurat nå.</EmptyState>}
      <List>
        {events.map((e) => (
          <li key={e.id}>
            <div>
              <time dateTime={e.startTime}>
                <span className="day">{formatDay(e.startTime)}</span> kl. {formatTime(e.startTime)}
              </time>
              <span className="where">
                {e.location.name}
                {e.language || e.subtitles
                  ? ` · ${[e.language, e.subtitles && `tekst: ${e.subtitles}`].filter(Boolean).join(', ')}`
                  : ''}
              </span>
            </div>
            <a className="buy" href={e.ticketUrl} rel="noopener">
              Kjøp billett
              <span className="visually-hidden">
                {' '}
                til {formatDay(e.startTime)} kl. {formatTime(e.startTime)}
              </span>
            </a>
          </li>
        ))}
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
  time {
    display: block;
    font-weight: 700;
  }
  .day {
    text-transform: capitalize;
  }
  .where {
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
  .buy {
    padding: 0.55rem 1.1rem;
    border-radius: 999px;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    font-weight: 600;
    text-decoration: none;
  }
`
