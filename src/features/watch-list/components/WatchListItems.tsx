// The films of a watch list (the member's or this device's), each with its next showings
// and «Nye visninger» when it has gained some since the last visit.
import styled from 'styled-components'
import { outlinePillButtonElement } from '../../../components/ui/outline-pill-button'
import { SmartLink } from '../../../components/ui/SmartLink'
import { theme } from '../../../client/theme'
import { sitePathProblem, webUrlProblem } from '../../../lib/url-problems'
import type { WatchListMovie } from '../types'
import { useWatchListShowings } from '../use-watch-list-showings'
import { NextShowings, type BuyHandler } from './NextShowings'

type Props = {
  movies: WatchListMovie[]
  onBuy?: BuyHandler
  /** Offered on this device's list: the partner's has no way to remove a film. */
  onRemove?: (movie: WatchListMovie) => void
}

// The partner's film link and poster are used only as a browser would read them safely: a
// path on this site, and an https picture. The programme's own page comes first.
const safeLink = (link: unknown) =>
  typeof link === 'string' && sitePathProblem(link) === null ? link : undefined
const safePoster = (poster: unknown) =>
  typeof poster === 'string' && webUrlProblem(poster, ['https:']) === null ? poster : undefined

export const WatchListItems = ({ movies, onBuy, onRemove }: Props) => {
  const showings = useWatchListShowings(movies)
  if (movies.length === 0) return null
  return (
    <>
      {showings.status === 'loading' && <p role="status">Henter visningene …</p>}
      {showings.status === 'failed' && (
        <p role="status">Vi får ikke hentet visningene akkurat nå. Prøv igjen senere.</p>
      )}
      <List>
        {movies.map((movie) => {
          const title = movie.title ?? 'Film'
          const film = showings.of(movie)
          const link = film?.production?.path ?? safeLink(movie.link)
          const poster = safePoster(movie.poster)
          return (
            <li key={movie.movieId}>
              {poster && <img src={poster} alt="" width="60" height="90" loading="lazy" />}
              <div className="film">
                <h3>
                  {link ? <SmartLink href={link}>{title}</SmartLink> : title}
                  {film?.gained && <New>Nye visninger</New>}
                </h3>
                {film && <NextShowings title={title} showings={film} onBuy={onBuy} />}
              </div>
              {onRemove && (
                <button type="button" className="remove" onClick={() => onRemove(movie)}>
                  Fjern<span className="visually-hidden"> {title} fra ønskelisten</span>
                </button>
              )}
            </li>
          )
        })}
      </List>
    </>
  )
}

const New = styled.strong`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${theme.colour.ink};
  color: ${theme.colour.paper};
  font-size: 0.8rem;
  vertical-align: middle;
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    align-items: flex-start;
    gap: 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .film {
    flex: 1;
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  img {
    object-fit: cover;
    border-radius: 4px;
  }
  .not-on {
    margin: 0.25rem 0;
    color: ${theme.colour.inkMuted};
  }
  .remove {
    ${outlinePillButtonElement}
  }
`
