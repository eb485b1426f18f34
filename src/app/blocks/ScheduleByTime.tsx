// The schedule's day by time: each showing in start order with the film's poster, its
// time as the booking link (with the hall and the seat state on it), the title (a link to
// the film's page), the age limit, the estimated end, the cheapest ticket and the labels.
import styled from 'styled-components'
import { ContentImage } from '../../components/ui/ContentImage'
import { Showing } from '../../components/ui/Showing'
import { endText, ShowingLabels } from '../../components/ui/ShowingLabels'
import { SmartLink } from '../../components/ui/SmartLink'
import { media, theme } from '../../client/theme'
import { ageLimitText } from '../../lib/age-limits'
import { lowestPriceText } from '../../lib/prices'
import { Showtime } from '../purchase/Showtime'
import type { ScheduleDayProps } from './ScheduleByFilm'
import { useWords } from '../../components/page-context/PageLanguage'

/** A row's poster: small, so that a day of posters stays light on a phone. */
const THUMB = { width: 44, height: 66 }

export const ScheduleByTime = ({
  events,
  now,
  facetsOf,
  filteredOut,
  hidden,
}: ScheduleDayProps) => {
  const words = useWords()
  return (
    <List data-view="tid" hidden={hidden}>
      {events.map((e) => (
        <Showing
          key={e.id}
          startTime={e.startTime}
          now={now}
          facets={facetsOf(e.id)}
          filteredOut={filteredOut(e.id)}
        >
          {/* Beside the title, which says what it shows: decoration for a screen reader. */}
          <ContentImage
            url={e.production.poster?.url}
            usage="poster"
            alt=""
            fixed={THUMB}
            className="poster"
          />
          <Showtime event={e} listName="Program per klokkeslett" className="time" />
          <span className="what">
            <SmartLink href={e.production.path}>{e.production.title}</SmartLink>
            {e.production.ageLimit && (
              <span className="age" title={ageLimitText(e.production.ageLimit, words)?.rule}>
                {ageLimitText(e.production.ageLimit, words)?.label}
              </span>
            )}
          </span>
          <span className="where">
            {[endText(e.endsAt, words), lowestPriceText(e.prices, words)]
              .filter(Boolean)
              .join(' · ')}
            <ShowingLabels labels={e.labels} />
          </span>
        </Showing>
      ))}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  &[hidden] {
    display: none;
  }
  /* From the lg breakpoint the day runs down two columns, still in time order. */
  ${media.lg} {
    columns: 2;
    column-gap: 2.5rem;
  }
  li {
    display: grid;
    grid-template-columns: ${THUMB.width}px 5.75rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    align-items: start;
    gap: 0.1rem 0.75rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid ${theme.colour.line};
    break-inside: avoid;
  }
  li[hidden] {
    display: none;
  }
  .poster {
    grid-row: 1 / span 2;
    display: block;
    width: ${THUMB.width}px;
    height: ${THUMB.height}px;
  }
  .poster img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 4px;
  }
  /* One width for every time, whatever its seats say once they arrive: the column beside
     it never moves. */
  .time {
    grid-row: 1 / span 2;
    grid-column: 2;
    width: 5.75rem;
  }
  .what a {
    font-weight: 600;
  }
  .age {
    /* «15 years» is one badge: broken over two lines it read as two. As an inline block
       it can still go under a long title as a whole (a break opportunity before it). */
    display: inline-block;
    white-space: nowrap;
    margin-left: 0.5rem;
    padding: 0 0.4rem;
    border: 1px solid ${theme.colour.inkMuted};
    border-radius: 4px;
    font-size: 0.8rem;
  }
  .where {
    grid-column: 3;
    grid-row: 2;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
