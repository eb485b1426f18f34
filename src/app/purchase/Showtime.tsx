// A showing's time as its own booking link, wherever the site lists showings: the time,
// the hall and the seat state on it (from the live events call the page makes once), and a
// name for a screen reader that says film, day, time and hall. A sold-out showing is not a
// link. Before the seats are known (and in the built HTML) every showing is a link: a
// showing sells out at the checkout too.
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { fillText } from '../../contract'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { SeatStatus, useSeats } from '../../features/events/components/SeatStatus'
import { formatDay, formatTime } from '../../lib/dates'
import { theme } from '../../client/theme'
import { BuyLink } from './BuyLink'

type Props = {
  event: {
    eventId: string
    ticketUrl: string
    startTime: string
    location: { name: string }
    production: { id: string; title: string; object: string }
  }
  /** Where the press came from, for the statistics. */
  listName: string
  /** What this showing has that the list does not say once for all (labels, a price). */
  extra?: ReactNode
  className?: string
  /** In a line of text (a card's «Neste:»): the day too, as words, not a chip. */
  inline?: boolean
}

export const Showtime = ({ event, listName, extra, className, inline = false }: Props) => {
  const { locale, words } = usePageLanguage()
  // The halls have Norwegian names («Sal 1», «Storsalen»), on an English page too.
  const hallLang = locale === 'nb' ? undefined : 'nb'
  const soldOut = useSeats(event.eventId)?.state === 'sold-out'
  const day = formatDay(event.startTime, words)
  const purpose = fillText(soldOut ? words.soldOutShowing : words.bookShowing, {
    title: event.production.title,
    day,
  })
  if (inline)
    return (
      <>
        {soldOut ? (
          <span className={className}>{`${day} ${words.at} ${formatTime(event.startTime)}`}</span>
        ) : (
          <InlineLink event={event} listName={listName} className={className}>
            <span className="visually-hidden">
              {fillText(words.bookShowingOn, { title: event.production.title })}{' '}
            </span>
            <time dateTime={event.startTime}>
              {`${day} ${words.at} ${formatTime(event.startTime)}`}
            </time>
            <span className="visually-hidden">
              , <span lang={hallLang}>{event.location.name}</span>
            </span>
          </InlineLink>
        )}{' '}
        <SeatStatus eventId={event.eventId} short className="seats" />
      </>
    )
  const content = (
    <>
      <span className="visually-hidden">{purpose} </span>
      <time dateTime={event.startTime}>{formatTime(event.startTime)}</time>{' '}
      <span className="hall" lang={hallLang}>
        {event.location.name}
      </span>
      <SeatStatus eventId={event.eventId} short className="seats" />
      {extra && <span className="extra">{extra}</span>}
    </>
  )
  return soldOut ? (
    <SoldOut className={className} data-sold-out="">
      {content}
    </SoldOut>
  ) : (
    <Bookable event={event} listName={listName} className={className}>
      {content}
    </Bookable>
  )
}

// The time, the hall under it, the seats under that (a line kept while empty, so that
// nothing moves when they arrive), and what this showing alone has at the bottom.
const chip = css`
  display: inline-grid;
  justify-items: start;
  align-content: start;
  /* One width, whatever the seats say once they arrive, so that nothing beside it moves. */
  width: 5.75rem;
  box-sizing: border-box;
  min-height: 44px;
  padding: 0.3rem 0.45rem;
  border: 2px solid ${theme.colour.ink};
  border-radius: 8px;
  color: ${theme.colour.ink};
  background: ${theme.colour.paper};
  text-decoration: none;
  line-height: 1.25;
  time {
    font-weight: 700;
    font-size: 1.05rem;
    font-variant-numeric: tabular-nums;
  }
  .hall {
    font-size: 0.8rem;
  }
  .seats {
    min-height: 1.25em;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${theme.colour.accent};
  }
  .extra {
    /* A long word («hørselshemmede») fits a phone's day as it is, and breaks only where
       it cannot (a reader's own wider spacing), rather than push the page sideways. */
    overflow-wrap: anywhere;
    font-size: 0.7rem;
    color: ${theme.colour.inkMuted};
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`

const Bookable = styled(BuyLink)`
  ${chip}
  &:hover {
    background: ${theme.colour.paperAlt};
  }
  &:hover time {
    text-decoration: underline;
  }
`

const InlineLink = styled(BuyLink)`
  font-weight: 700;
  color: ${theme.colour.accent};
`

const SoldOut = styled.span`
  ${chip}
  border-style: dashed;
  color: ${theme.colour.inkMuted};
  .seats {
    color: ${theme.colour.inkMuted};
  }
`
