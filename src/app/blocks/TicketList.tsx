// The showings of one production as a grid of days and times, each time its own booking
// link (Showtime): what every showing has, what each hall has, and the prices, said once
// above the grid (src/lib/showing-facts.ts), and on a time only what it alone has. So a
// film's three weeks fit a phone's screen or two. Showings that have started are hidden
// (before the first paint too), and a day whose showings have all started goes with them.
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../components/ui/Card'
import { Showing } from '../../components/ui/Showing'
import { useNow } from '../../hooks/use-now'
import { Showtime } from '../purchase/Showtime'
import { useLiveEvents } from '../../features/events/use-live-events'
import { addDays, formatShortDayKey, osloInstant, weekdayOfDayKey } from '../../lib/dates'
import { showingFacts, type Facts } from '../../lib/showing-facts'
import { ExplainLabels } from '../../components/ui/ShowingLabels'
import { theme } from '../../client/theme'
import type { BlockProps, UiText } from '../../contract'
import { priceText } from '../../lib/prices'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { groupByOsloDay } from './schedule-days'

export const TicketList = ({ data }: BlockProps<'TicketList'>) => {
  const events = data.events ?? []
  const now = useNow()
  const { words, locale } = usePageLanguage()
  // A hall's name is Norwegian on an English page too.
  const hallLang = locale === 'nb' ? undefined : 'nb'
  useLiveEvents(events.map((e) => e.eventId))
  const allPast =
    now !== null && events.length > 0 && events.every((e) => Date.parse(e.startTime) < now)
  const facts = showingFacts(events.map((e) => ({ ...e, price: priceText(e.prices, words) })))
  const labelled = events.some((e) => e.labels.length > 0)
  return (
    <section aria-labelledby="billetter-tittel">
      <SectionHeading id="billetter-tittel">{words.showingsAndTickets}</SectionHeading>
      {(events.length === 0 || allPast) && <EmptyState>{words.noShowingsPlanned}</EmptyState>}
      {events.length > 0 && (
        <Summary>
          <FactLine
            name={events.length > 1 ? words.everyShowing : undefined}
            facts={facts.all}
            words={words}
          />
          {facts.halls.map(({ hall, facts: inHall }) => (
            <FactLine key={hall} name={hall} nameLang={hallLang} facts={inHall} words={words} />
          ))}
          {labelled && <ExplainLabels text={words.labelsExplained} />}
        </Summary>
      )}
      <Days>
        {groupByOsloDay(events).map(({ day, events: showings }) => (
          <li key={day} className="day" data-until={dayEnd(day)}>
            <h3>
              {/* «Ons.» to the eye, «onsdag» to a screen reader. */}
              <span className="weekday" aria-hidden="true">
                {shortWeekday(day, words, locale)}
              </span>
              <span className="visually-hidden">{weekdayOfDayKey(day, words)}</span>{' '}
              <span className="date">{formatShortDayKey(day, words)}</span>
            </h3>
            <ul className="times">
              {showings.map((e) => (
                <Showing key={e.id} startTime={e.startTime} now={now}>
                  <Showtime
                    event={e}
                    listName="Visninger"
                    extra={ownFacts(facts.own.get(e.id), words)}
                  />
                </Showing>
              ))}
            </ul>
          </li>
        ))}
      </Days>
    </section>
  )
}

/** «Ons.», «Wed»: the weekday's first three letters, as both languages shorten them. */
const shortWeekday = (day: string, words: UiText, locale: string) => {
  const name = weekdayOfDayKey(day, words)
  return locale === 'nb' ? `${name.slice(0, 3)}.` : name.slice(0, 3)
}

/** When a day (an Oslo date) ends (ms): after it, its cell is hidden. */
const dayEnd = (day: string) => osloInstant(addDays(day, 1), 0, 0).getTime()

const ownFacts = (facts: Facts | undefined, words: UiText) =>
  facts &&
  [...facts.labels, facts.price && `${words.prices}: ${facts.price}`].filter(Boolean).join(' · ')

/** «Alle visningene: Norsk tale · Synstolking. Priser: Voksen 150 kr · …» */
const FactLine = ({
  name,
  nameLang,
  facts,
  words,
}: {
  name?: string
  nameLang?: string
  facts: Facts
  words: UiText
}) => {
  if (facts.labels.length === 0 && !facts.price) return null
  return (
    <p>
      {name && <strong lang={nameLang}>{name}: </strong>}
      {facts.labels.join(' · ')}
      {facts.labels.length > 0 && facts.price && '. '}
      {facts.price && (
        <>
          {words.prices}: {facts.price}
        </>
      )}
    </p>
  )
}

const Summary = styled.div`
  margin: 0 0 1rem;
  font-size: 0.95rem;
  p {
    margin: 0 0 0.35rem;
  }
`

// Days in a grid of equal cells, as many across as fit: three on a phone, six beside «Om
// filmen» on a desktop. A day whose showings have all started, or has ended since the
// build, is hidden (HideShowings marks it before the first paint).
const Days = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.75rem, 1fr));
  gap: 0.6rem 0.5rem;
  .day:not(:has(li:not([hidden]))),
  .day[data-emptied] {
    display: none;
  }
  h3 {
    margin: 0 0 0.3rem;
    font-size: 0.9rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .weekday {
    display: inline-block;
  }
  .weekday::first-letter {
    text-transform: uppercase;
  }
  .date {
    font-weight: 400;
    color: ${theme.colour.inkMuted};
  }
  .times {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  .times li[hidden] {
    display: none;
  }
  .day,
  .times li {
    min-width: 0;
  }
  /* As wide as its day, with room inside for «hørselshemmede» whole at a phone's width. */
  .times li > * {
    width: 100%;
    padding-inline: 0.35rem;
  }
`
