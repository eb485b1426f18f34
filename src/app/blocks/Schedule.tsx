// The schedule: one Oslo calendar day at a time, with today and tomorrow first in the day
// picker, by time (ScheduleByTime) or by film (ScheduleByFilm), the view kept in the URL
// (?vis=film). Days that have ended since the build are left out of the picker (hidden
// before the first paint, HideShowings). It opens on the first day that has showings left:
// in the evening, once today's last showing has begun, that is the next day with showings,
// under one line saying that today has none left, and today's button says so too. With filters in its data, the day's showings can
// be filtered (FilterForm, state in the URL), in either view, and how many are left is
// announced; it may link to tonight's showings. Both views of the day are in the HTML, one hidden, so that a shared
// link shows its view from the first paint (HideShowings) and switching loads nothing.
// With a limit (the front page), only that many of the day's showings still to come show,
// by CSS, so that it holds before the first paint too, with a link to the whole programme.
import { navigate } from 'gatsby'
import { useContext, useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../components/ui/Card'
import {
  FilterCount,
  FilterForm,
  NoMatch,
  preloadFilterForm,
  useFilterPasses,
} from '../../components/ui/FilterParts'
import { PageLocationContext } from '../../components/page-context/PageLocation'
import { SmartLink } from '../../components/ui/SmartLink'
import { useNow } from '../../hooks/use-now'
import { useLocationValue } from '../../components/page-context/use-location-value'
import { addDays, formatDayKey, formatShortDayKey, osloDayKey, osloInstant } from '../../lib/dates'
import { lastStartOf } from '../../lib/programme'
import { scheduleDayOf, withScheduleDay } from '../../lib/schedule-day'
import { scheduleViewOf, withScheduleView, type ScheduleView } from '../../lib/schedule-view'
import { theme } from '../../client/theme'
import { afterNextPaint } from '../../client/after-paint'
import { useLiveEvents } from '../../features/events/use-live-events'
import { dayName, groupByOsloDay } from './schedule-days'
import { ScheduleByFilm } from './ScheduleByFilm'
import { ScheduleByTime } from './ScheduleByTime'
import type { BlockProps } from '../../contract'
import { fillText } from '../../contract/ui-text'
import { useWords } from '../../components/page-context/PageLanguage'
import { ExplainLabels } from '../../components/ui/ShowingLabels'

/** The day's showings: focused by the filter's «Vis N visninger». */
const RESULTS = 'dagens-visninger'

const VIEWS: [ScheduleView, 'byTime' | 'byFilm'][] = [
  ['tid', 'byTime'],
  ['film', 'byFilm'],
]

export const Schedule = ({ props, data }: BlockProps<'Schedule'>) => {
  const words = useWords()
  const { heading = words.programme, tonight, limit, more } = props
  const { events, filters } = data
  const days = useMemo(() => groupByOsloDay(events ?? []), [events])
  const now = useNow()
  const view = useLocationValue(scheduleViewOf, 'tid')
  const { pathname, search } = useContext(PageLocationContext)
  // The build's first day until the browser knows today's date.
  const today = now === null ? (days[0]?.day ?? '') : osloDayKey(new Date(now))
  // A build days old still has the days it was built on; the browser drops those that have
  // ended (their buttons were hidden before the first paint, so nothing moves).
  const open = useMemo(
    () => (now === null ? days : days.filter((d) => d.day >= today)),
    [days, now, today],
  )
  // A day has showings left while one has not begun (before the browser knows the time, all).
  const hasLeft = (d: { events: { startTime: string }[] }) =>
    now === null || d.events.some((e) => Date.parse(e.startTime) >= now)
  // The chosen day is the URL's, so that back, forward and a shared link keep it.
  const chosen = useLocationValue(scheduleDayOf, null)
  const setChosen = (day: string) =>
    void navigate(`${pathname}${withScheduleDay(search, day === opening?.day ? null : day)}`)
  const opening = open.find(hasLeft) ?? open[0]
  const selected = open.find((d) => d.day === chosen) ?? opening
  const todaysDay = open.find((d) => d.day === today)
  // Today had showings and all have begun: said once, above the day it opens on instead.
  const todayOver = now !== null && !!todaysDay && !hasLeft(todaysDay)
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
  const day = selected && { events: selected.events, now, facetsOf, filteredOut }

  const labelled = upcoming?.some((e) => e.labels.length > 0)
  // The whole programme opens on the day chosen here, where one was.
  const moreHref =
    more && `${more.href}${chosen && selected ? withScheduleDay('', selected.day) : ''}`
  return (
    <>
      <Box
        aria-labelledby="program-tittel"
        data-until={lastStartOf(selected?.events)}
        data-live={now === null ? undefined : ''}
        $limit={limit}
      >
        <Heading>
          <SectionHeading id="program-tittel">{heading}</SectionHeading>
          {tonight && <SmartLink href={tonight}>{words.tonightsShowings}</SmartLink>}
        </Heading>
        {!selected && (
          <EmptyState>
            {days.length > 0 ? words.allShowingsOver : words.programmeNotReady}
          </EmptyState>
        )}
        {selected && day && (
          <>
            {/* One Tab stop: the chosen day's button; the arrow keys move between the days
              (a roving tabindex), so that the keyboard reaches the filter past them. */}
            <DayButtons
              days={open.map(({ day: key }) => ({
                key,
                name: dayName(key, today, words),
                date: key === today && todayOver ? words.noneLeft : formatShortDayKey(key, words),
              }))}
              selected={selected.day}
              onChoose={setChosen}
              label={words.chooseDay}
            />
            <p id="dag-hint" className="visually-hidden">
              {words.arrowsBetweenDays}
            </p>
            <Tools>
              <ViewChoice role="group" aria-label={words.showProgramme}>
                {VIEWS.map(([key, label]) => (
                  <button
                    key={key}
                    type="button"
                    data-view-choice={key}
                    aria-pressed={view === key}
                    onClick={() => void navigate(`${pathname}${withScheduleView(search, key)}`)}
                  >
                    {words[label]}
                  </button>
                ))}
              </ViewChoice>
              {filters && filters.groups.length > 0 && (
                <FilterForm
                  id="programfilter"
                  groups={filters.groups}
                  resultsTarget={RESULTS}
                  resultsItems='ul[data-view="tid"] > li'
                  resultOne={words.showingOne}
                  resultMany={words.showingMany}
                />
              )}
            </Tools>
            {todayOver && <OverNote role="status">{words.noMoreToday}</OverNote>}
            {/* Focused by the filter's «Vis N visninger», which closes the panel over it. */}
            <Day aria-labelledby="valgt-dag" id={RESULTS} tabIndex={-1}>
              <h3 id="valgt-dag">{formatDayKey(selected.day, words)}</h3>
              {selected.day === today && todayOver && opening && opening.day !== today && (
                <EmptyState>
                  <button type="button" className="neste" onClick={() => setChosen(opening.day)}>
                    {fillText(words.seeShowingsOn, {
                      day: dayName(opening.day, today, words, true),
                      date: formatShortDayKey(opening.day, words),
                    })}
                  </button>
                </EmptyState>
              )}
              {filters && (
                <FilterCount role="status">
                  {passes
                    ? fillText(words.dayMatches, { matching, total: upcoming?.length ?? 0 })
                    : ''}
                </FilterCount>
              )}
              <ScheduleByFilm {...day} hidden={view !== 'film'} />
              {/* Right before the note that an emptied list shows (NoMatch reads it). */}
              <ScheduleByTime {...day} hidden={view !== 'tid'} />
              {filters && <NoMatch form="programfilter" text={words.dayNoMatch} />}
            </Day>
          </>
        )}
      </Box>
      {/* After the box, which keeps a screen's height while a day-old page brings its day up
        to date: what stands here is below the first screen until then, and never moves on it. */}
      {selected && (more || labelled) && (
        <After>
          {more && moreHref && (
            <p className="more">
              <SmartLink href={moreHref}>{more.label}</SmartLink>
            </p>
          )}
          {labelled && <ExplainLabels text={words.labelsExplained} />}
        </After>
      )}
    </>
  )
}

const After = styled.div`
  .more {
    margin: 1rem 0 0;
    font-weight: 700;
  }
`

/** When a day (an Oslo date) ends (ms): after it, its button is hidden. */
const dayEnd = (day: string) => osloInstant(addDays(day, 1), 0, 0).getTime()

// A page built days ago opens on a day whose showings have all started, and the browser then
// shows today's. HideShowings marks such a schedule before the first paint (data-emptied,
// from data-until): it then keeps a screen's height, so that what follows it is never on the
// first screen to be pushed down when today's showings arrive. Its day, whose showings the
// head script has all hidden, is kept out of sight until then (data-live: the page knows the
// time): the note that today is over comes above it, and would push it down in view.
const Box = styled.section<{ $limit?: number }>`
  &[data-emptied] {
    min-height: 100vh;
    min-height: 100svh;
  }
  &[data-emptied]:not([data-live]) > #${RESULTS} {
    visibility: hidden;
  }
  /* The first $limit showings (or films) of the day not hidden, before the first paint
     too: the head script hides what has started, and the rest wait behind «more». */
  ${({ $limit }) =>
    $limit &&
    `ul[data-view='tid'] > li:nth-child(n + ${$limit + 1} of :not([hidden])),
     ul[data-view='film'] > li:nth-child(n + ${$limit + 1} of :has(li:not([hidden]))) {
       display: none;
     }`}
`

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

/** Arrow keys, Home and End move focus among the day buttons (each a Tab stop of -1 but
 * the chosen one's); Enter or Space then chooses. Days hidden since the build are skipped. */
const moveAmongDays = (event: KeyboardEvent<HTMLUListElement>) => {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) => button.offsetParent !== null,
  )
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : Math.min(buttons.length - 1, Math.max(0, at + (step ?? 0)))
  event.preventDefault()
  buttons[next]?.focus()
}

/** The day picker. A press marks its day at once, and the day's showings follow after
 * that paint: the page's programme takes a phone a quarter of a second to draw again, and
 * the press would otherwise show nothing until it had (INP, bench/lib/interactions.mjs). */
const DayButtons = ({
  days,
  selected,
  onChoose,
  label,
}: {
  days: { key: string; name: string; date: string }[]
  selected: string
  onChoose: (day: string) => void
  label: string
}) => {
  const [pressed, setPressed] = useState<string | null>(null)
  // The URL has caught up (or moved on, by back or forward): its day is the one shown.
  useEffect(() => setPressed(null), [selected])
  const current = pressed ?? selected
  const choose = (day: string) => {
    if (day === current) return
    setPressed(day)
    afterNextPaint(() => onChoose(day))
  }
  return (
    <DayPicker aria-label={label} aria-describedby="dag-hint" onKeyDown={moveAmongDays}>
      {days.map(({ key, name, date }) => (
        <li key={key} data-until={dayEnd(key)}>
          <button
            type="button"
            aria-pressed={key === current}
            tabIndex={key === current ? 0 : -1}
            onClick={() => choose(key)}
          >
            <span className="name">{name}</span> <span className="date">{date}</span>
          </button>
        </li>
      ))}
    </DayPicker>
  )
}

const DayPicker = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0 0 0.5rem;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  li[data-emptied] {
    display: none;
  }
  /* Two lines of one width, set from the left: the build names the days from the day it
     ran, and the browser renames them ("I dag" becomes "I morgen" or a weekday) when it is
     opened on a later day; a button that kept its text's width moved every button after it,
     and centred text moved within its button. */
  button {
    font: inherit;
    white-space: nowrap;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    width: 7.5rem;
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

const OverNote = styled.p`
  margin: 0 0 0.75rem;
  font-weight: 600;
`

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem 1.5rem;
  margin-bottom: 0.5rem;
  /* An open filter panel takes a row of its own from its first paint: while the page's
     HTML still streams in, the half-parsed panel would otherwise fit beside the view
     choice, then wrap under it once its form arrives, and move. */
  details[open] {
    flex-basis: 100%;
  }
`

const ViewChoice = styled.div`
  display: inline-flex;
  border: 2px solid ${theme.colour.ink};
  border-radius: 999px;
  overflow: hidden;
  button {
    font: inherit;
    font-weight: 600;
    min-height: 40px;
    padding: 0.3rem 1rem;
    border: 0;
    background: ${theme.colour.paper};
    color: ${theme.colour.ink};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
  }
`

const Day = styled.section`
  .neste {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colour.accent};
    text-decoration: underline;
    cursor: pointer;
  }
  h3 {
    border-bottom: 2px solid ${theme.colour.orangeDark};
    padding-bottom: 0.3rem;
  }
  h3::first-letter {
    text-transform: uppercase;
  }
`
