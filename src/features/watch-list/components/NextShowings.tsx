// A watch-list film's next showings with «Kjøp billett», or that it is not on yet.
import type { MouseEvent } from 'react'
import styled from 'styled-components'
import { SmartLink } from '../../../components/ui/SmartLink'
import { formatDay, formatTime } from '../../../lib/dates'
import { theme } from '../../../client/theme'
import type { FilmShowings } from '../use-watch-list-showings'

/** More than this many showings are left to the film's page. */
export const SHOWN_SHOWINGS = 3

export type BuyHandler = (click: MouseEvent, ticketUrl: string) => void

type Props = { title: string; showings: FilmShowings; onBuy?: BuyHandler }

export const NextShowings = ({ title, showings: { production, upcoming }, onBuy }: Props) => {
  if (upcoming.length === 0) return <p className="not-on">Ikke på programmet ennå.</p>
  const more = upcoming.length - SHOWN_SHOWINGS
  return (
    <>
      <List aria-label={`Neste visninger av ${title}`}>
        {upcoming.slice(0, SHOWN_SHOWINGS).map((s) => {
          const when = `${formatDay(s.startTime)} kl. ${formatTime(s.startTime)}`
          return (
            <li key={s.id}>
              <span>
                <time dateTime={s.startTime}>{when}</time> · {s.location}
              </span>
              <a href={s.ticketUrl} rel="noopener" onClick={(click) => onBuy?.(click, s.ticketUrl)}>
                Kjøp billett
                <span className="visually-hidden">
                  {' '}
                  til {title}, {when}
                </span>
              </a>
            </li>
          )
        })}
      </List>
      {more > 0 && production && (
        <SmartLink href={production.path}>
          Se alle {upcoming.length} visninger
          <span className="visually-hidden"> av {title}</span>
        </SmartLink>
      )}
    </>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0.25rem 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.3rem 0;
    font-weight: 400;
  }
  a {
    font-weight: 700;
    color: ${theme.colour.accent};
  }
`
