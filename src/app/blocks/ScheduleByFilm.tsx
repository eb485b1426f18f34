// The schedule's day by film: each film once, with its poster, title, age limit, length and
// cheapest ticket, and that day's showings, each its own booking link with its hall and
// seat state (Showtime). A film whose showings are all hidden (started, or left out by the
// filter) is hidden with them.
import { EnglishMark } from '../../components/ui/EnglishMark'
import styled from 'styled-components'
import type { EventLine } from '../../contract'
import { ContentImage } from '../../components/ui/ContentImage'
import { Showing } from '../../components/ui/Showing'
import { SmartLink } from '../../components/ui/SmartLink'
import { media, theme } from '../../client/theme'
import { ageLimitText } from '../../lib/age-limits'
import { formatDuration } from '../../lib/dates'
import { lowestPriceText } from '../../lib/prices'
import { Showtime } from '../purchase/Showtime'
import { groupByProduction } from './schedule-days'
import { useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract/ui-text'

export type ScheduleDayProps = {
  events: EventLine[]
  now: number | null
  facetsOf: (id: string) => string | undefined
  filteredOut: (id: string) => boolean
  /** The other view is on show. */
  hidden: boolean
}

const POSTER = { width: 72, height: 108 }

export const ScheduleByFilm = ({
  events,
  now,
  facetsOf,
  filteredOut,
  hidden,
}: ScheduleDayProps) => {
  const words = useWords()
  return (
    <List data-view="film" hidden={hidden}>
      {groupByProduction(events).map(({ production: p, events: showings }) => {
        const facts = [
          ageLimitText(p.ageLimit, words)?.label,
          p.lengthMinutes ? formatDuration(p.lengthMinutes, words) : undefined,
          lowestPriceText(
            showings.flatMap((e) => e.prices ?? []),
            words,
          ),
        ].filter(Boolean)
        return (
          <li key={p.id} className="film">
            <ContentImage
              url={p.poster?.url}
              usage="poster"
              alt=""
              fixed={POSTER}
              className="poster"
            />
            <div>
              <h4>
                <SmartLink href={p.path}>{p.title}</SmartLink>
              </h4>
              {facts.length > 0 && <p className="facts">{facts.join(' · ')}</p>}
              <EnglishMark english={p.english} />
              <ul className="times" aria-label={fillText(words.showingsOf, { title: p.title })}>
                {showings.map((e) => (
                  <Showing
                    key={e.id}
                    startTime={e.startTime}
                    now={now}
                    facets={facetsOf(e.id)}
                    filteredOut={filteredOut(e.id)}
                  >
                    <Showtime event={e} listName="Program per film" />
                  </Showing>
                ))}
              </ul>
            </div>
          </li>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0 2rem;
  &[hidden] {
    display: none;
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .film {
    display: grid;
    grid-template-columns: ${POSTER.width}px 1fr;
    gap: 0.9rem;
    align-items: start;
    padding: 0.9rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  /* Every showing of the film hidden: the film goes too. */
  .film:not(:has(li:not([hidden]))) {
    display: none;
  }
  .poster,
  .poster img {
    display: block;
    width: ${POSTER.width}px;
    height: ${POSTER.height}px;
    border-radius: 6px;
  }
  h4 {
    margin: 0;
    font-size: 1.1rem;
  }
  h4 a {
    color: ${theme.colour.ink};
  }
  .facts {
    margin: 0.15rem 0 0.5rem;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
  .times {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .times li[hidden] {
    display: none;
  }
`
