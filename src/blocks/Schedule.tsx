// The schedule: showings grouped by Oslo calendar day, each with time, film and screen.
import styled from 'styled-components'
import type { ProgrammeEvent } from '../build/programme-schema'
import { EmptyState, SectionHeading } from '../components/ui/Card'
import { SmartLink } from '../components/ui/SmartLink'
import { formatDayKey, formatTime, osloDayKey } from '../lib/dates'
import { productionPath } from '../lib/programme'
import { theme } from '../lib/theme'
import type { BlockProps } from './types'

type ScheduleProps = { heading?: string }

export const groupByOsloDay = (events: ProgrammeEvent[]) => {
  const days = new Map<string, ProgrammeEvent[]>()
  for (const e of events) {
    const key = osloDayKey(e.startTime)
    const list = days.get(key)
    if (list) list.push(e)
    else days.set(key, [e])
  }
  return [...days.entries()].map(([day, list]) => ({ day, events: list }))
}

export const Schedule = ({ props, data }: BlockProps) => {
  const { heading = 'Program' } = props as ScheduleProps
  const events = (data.events as ProgrammeEvent[] | undefined) ?? []
  const days = groupByOsloDay(events)
  return (
    <section aria-labelledby="program-tittel">
      <SectionHeading id="program-tittel">{heading}</SectionHeading>
      {days.length === 0 && (
        <EmptyState>Programmet er ikke klart ennå. Kom gjerne tilbake senere.</EmptyState>
      )}
      {days.map(({ day, events: dayEvents }) => (
        <Day key={day} aria-labelledby={`dag-${day}`}>
          <h3 id={`dag-${day}`}>{formatDayKey(day)}</h3>
          <ul>
            {dayEvents.map((e) => (
              <li key={e.id}>
                <time dateTime={e.startTime}>{formatTime(e.startTime)}</time>
                <SmartLink href={productionPath(e.production)}>{e.production.title}</SmartLink>
                <span className="where">{e.location.name}</span>
              </li>
            ))}
          </ul>
        </Day>
      ))}
    </section>
  )
}

const Day = styled.section`
  margin-bottom: 1.5rem;
  h3 {
    text-transform: capitalize;
    border-bottom: 2px solid ${theme.colour.orangeDark};
    padding-bottom: 0.3rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    display: grid;
    grid-template-columns: 4rem 1fr;
    gap: 0 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .where {
    grid-column: 2;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
