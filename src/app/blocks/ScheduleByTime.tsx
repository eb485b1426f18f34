// The schedule's day by time: each showing in start order with the film's poster, time,
// title, age limit, screen, estimated end, labels and seat state.
import styled from 'styled-components'
import { ContentImage } from '../../components/ui/ContentImage'
import { Showing } from '../../components/ui/Showing'
import { endText, ShowingLabels } from '../../components/ui/ShowingLabels'
import { SmartLink } from '../../components/ui/SmartLink'
import { media, theme } from '../../client/theme'
import { SeatStatus } from '../../features/events/components/SeatStatus'
import { ageLimitText } from '../../lib/age-limits'
import { formatTime } from '../../lib/dates'
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
          <time dateTime={e.startTime}>{formatTime(e.startTime)}</time>
          <span className="what">
            <SmartLink href={e.production.path}>{e.production.title}</SmartLink>
            {e.production.ageLimit && (
              <span className="age" title={ageLimitText(e.production.ageLimit, words)?.rule}>
                {ageLimitText(e.production.ageLimit, words)?.label}
              </span>
            )}
          </span>
          <span className="where">
            {[e.location.name, endText(e.endsAt, words)].filter(Boolean).join(' · ')}
            <ShowingLabels labels={e.labels} />
          </span>
          <SeatStatus eventId={e.eventId} short className="seats" />
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
    grid-template-columns: ${THUMB.width}px 3.5rem 1fr;
    grid-template-rows: auto 1fr;
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
  time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
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
  .seats {
    grid-column: 2;
    grid-row: 2;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${theme.colour.accent};
    white-space: nowrap;
  }
  .where {
    grid-column: 3;
    grid-row: 2;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
