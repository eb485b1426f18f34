// Each watch-list film's upcoming showings, from the showings index the build wrote (fetched
// here, on the member pages only), and whether it has gained showings since the last visit.
import { useEffect, useMemo, useState } from 'react'
import {
  SHOWINGS_INDEX_PATH,
  type IndexedProduction,
  type IndexedShowing,
  type ShowingsIndex,
} from '../../contract/showings'
import { useNow } from '../../hooks/use-now'
import { useStaticJson } from '../../hooks/use-static-json'
import { gainedShowings, lastVisitSeen, recordSeen, type SeenShowings } from './seen-showings'
import type { WatchListMovie } from './types'

export type FilmShowings = {
  /** The film's page and showings in the programme; none if it is not in the programme. */
  production: IndexedProduction | undefined
  upcoming: IndexedShowing[]
  gained: boolean
}

const pathOf = (link: string) => new URL(link, 'https://site.invalid').pathname

/** The film in the programme: by its film number, or else by the page it links to. */
export const productionOf = (index: ShowingsIndex, movie: WatchListMovie) =>
  index.productions.find((p) => movie.ediNumber && p.ediNumber === movie.ediNumber) ??
  index.productions.find((p) => movie.link && p.path === pathOf(movie.link))

export const useWatchListShowings = (movies: WatchListMovie[]) => {
  const index = useStaticJson<ShowingsIndex>(SHOWINGS_INDEX_PATH, 'the showings index')
  const now = useNow()
  const [lastVisit] = useState(lastVisitSeen)

  const films = useMemo(() => {
    if (index.status !== 'ready' || now === null) return null
    return new Map(
      movies.map((movie) => {
        const production = productionOf(index.data, movie)
        const upcoming = (production?.showings ?? []).filter((s) => Date.parse(s.startTime) > now)
        return [movie.movieId, { production, upcoming }] as const
      }),
    )
  }, [index, now, movies])

  // By movie id, so that a film not in the programme yet is marked once it is.
  const seenNow = useMemo(() => {
    const seen: SeenShowings = {}
    for (const [movieId, { upcoming }] of films ?? []) seen[movieId] = upcoming.map((s) => s.id)
    return seen
  }, [films])
  const gained = useMemo(() => gainedShowings(lastVisit, seenNow), [lastVisit, seenNow])
  useEffect(() => {
    if (films) recordSeen(seenNow)
  }, [films, seenNow])

  const of = (movie: WatchListMovie): FilmShowings | null => {
    const film = films?.get(movie.movieId)
    if (!film) return null
    return { ...film, gained: gained.has(movie.movieId) }
  }
  return { status: index.status, of }
}
