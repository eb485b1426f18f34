// The schedule: one Oslo calendar day at a time, with today and tomorrow first in the day
// picker. Each showing has its time, film, age limit, screen, estimated end and labels.
// With filters in its data, the day's showings can be filtered (FilterForm, state in the
// URL), and how many are left is announced; it may link to tonight's showings.
import { useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../components/ui/Card'
import {
  FilterCount,
  FilterForm,
  NoMatch,
  preloadFilterForm,
  useFilterPasses,
} from '../../components/ui/FilterParts'
import { Showing } from '../../components/ui/Showing'
import { SmartLink } from '../../components/ui/SmartLink'
import { useNow } from '../../hooks/use-now'
import { formatDayKey, formatShortDayKey, formatTime, osloDayKey } from '../../lib/dates'
import { ageLimitText } from '../../lib/age-limits'
import { endText, ShowingLabels } from '../../components/ui/ShowingLabels'
import { theme } from '../../client/theme'
import { SeatStatus } from '../../features/events/components/SeatStatus'
import { useLiveEvents } from '../../features/events/use-live-events'
import { dayName, groupByOsloDay } from './schedule-days'
import type { BlockProps } from '../../contract'

export const Schedule = ({ props, data }: BlockProps<'Schedule'>) => {
  const { heading = 'Program', tonight } = props
  const { events, filters } = data
  const days = useMemo(() => groupByOsloDay(events ?? []), [events])
  const now = useNow()
  // The build's first day until the browser knows today's date.
  const today = now === null ? (days[0]?.day ?? '') : osloDayKey(new Date(now))
  const [chosen, setChosen] = useState<string | null>(null)
  useEffect(() => {
    if (now !== null && chosen === null && days.some((d) => d.day === today)) setChosen(today)
  }, [now, chosen, days, today])
  const selected = days.find((d) => d.day === chosen) ?? days.find((d) => d.day >= today) ?? days[0]
  // Live seats for the day on show; another day's are fetched when it is picked.
  useLiveEvents(selected?.events.map((e) => e.eventId) ?? [])
  const passes = useFilterPasses()
  const facetsOf = (id: string) => filters?.facets[id]
  const filteredOut = (id: string) => !!filters && !!passes && !passes(facetsOf(id))
  // Tonight's showings are a filtered list: its code is fetched before the link is followed.
  useEffect(() => {
    if (tonight) preloadFilterForm()
  }, [tonight])
  const upcoming = selected?.events.filter((e) => now === null || Date.parse(e.startTime) >= now)
  const matching = upcoming?.filter((e) => !filteredOut(e.id)).length ?? 0

  return (
    <section aria-labelledby="program-tittel">
      <Heading>
        <SectionHeading id="program-tittel">{heading}</SectionHeading>
        {tonight && <SmartLink href={tonight}>Se kveldens visninger</SmartLink>}
      </Heading>
      {!selected && (
        <EmptyState>Programmet er ikke klart ennå. Kom gjerne tilbake senere.</EmptyState>
      )}
      {selected && (
        <>
          <DayPicker aria-label="Velg dag">
            {days.map(({ day }) => (
              <li key={day}>
                <button
                  type="button"
                  aria-pressed={day === selected.day}
                  onClick={() => setChosen(day)}
                >
                  <span className="name">{dayName(day, today)}</span>{' '}
                  <span className="date">{formatShortDayKey(day)}</span>
                </button>
              </li>
            ))}
          </DayPicker>
          {filters && filters.groups.length > 0 && (
            <FilterForm id="programfilter" groups={filters.groups} />
          )}
          <Day aria-labelledby="valgt-dag">
            <h3 id="valgt-dag">{formatDayKey(selected.day)}</h3>
            {filters && (
              <FilterCount role="status">
                {passes
                  ? `${matching} av ${upcoming?.length ?? 0} visninger denne dagen passer filteret.`
                  : ''}
              </FilterCount>
            )}
            <ul>
              {selected.events.map((e) => (
                <Showing
                  key={e.id}
                  startTime={e.startTime}
                  now={now}
                  facets={facetsOf(e.id)}
                  filteredOut={filteredOut(e.id)}
                >
                  <time dateTime={e.startTime}>{formatTime(e.startTime)}</time>
                  <span className="what">
                    <SmartLink href={e.production.path}>{e.production.title}</SmartLink>
                    {e.production.ageLimit && (
                      <span className="age" title={ageLimitText(e.production.ageLimit)?.rule}>
                        {ageLimitText(e.production.ageLimit)?.label}
                      </span>
                    )}
                  </span>
                  <span className="where">
                    {[e.location.name, endText(e.endsAt)].filter(Boolean).join(' · ')}
                    <ShowingLabels labels={e.labels} />
                  </span>
                  <SeatStatus eventId={e.eventId} short className="seats" />
                </Showing>
              ))}
            </ul>
            {filters && (
              <NoMatch
                form="programfilter"
                text="Ingen visninger denne dagen passer filteret. Prøv en annen dag, eller:"
              />
            )}
          </Day>
        </>
      )}
    </section>
  )
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 1rem;
  a {
    font-weight: 700;
    color: ${theme.colour.accent};
  }
`

const DayPicker = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0 0 0.5rem;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  /* Two lines of one width: the build names the days from the day it ran, and the browser
     renames them ("I dag" becomes "I morgen" or a weekday) when it is opened on a later
     day; a button that kept its text's width moved every button after it. */
  button {
    font: inherit;
    white-space: nowrap;
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 7.5rem;
    line-height: 1.25;
    padding: 0.4rem 0.9rem;
    min-height: 44px;
    border: 2px solid ${theme.colour.ink};
    border-radius: 999px;
    background: ${theme.colour.paper};
    color: ${theme.colour.ink};
    cursor: pointer;
  }
  .name::first-letter {
    text-transform: uppercase;
  }
  .date {
    font-size: 0.875rem;
  }
  button[aria-pressed='true'] {
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    font-weight: 700;
  }
`

const Day = styled.section`
  h3 {
    border-bottom: 2px solid ${theme.colour.orangeDark};
    padding-bottom: 0.3rem;
  }
  h3::first-letter {
    text-transform: uppercase;
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
    padding: 0.6rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  li[hidden] {
    display: none;
  }
  time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .what a {
    font-weight: 600;
  }
  .age {
    margin-left: 0.5rem;
    padding: 0 0.4rem;
    border: 1px solid ${theme.colour.inkMuted};
    border-radius: 4px;
    font-size: 0.8rem;
  }
  .seats {
    grid-column: 1;
    grid-row: 2;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${theme.colour.accent};
    white-space: nowrap;
  }
  .where {
    grid-column: 2;
    grid-row: 2;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
