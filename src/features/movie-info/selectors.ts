// Film info as the film page reads it; apart from the slice, so that it loads with the page's
// film-club panel and not on every page with the store.
import type { MovieState } from './slice'

type WithMovieInfo = { movieInfo: MovieState }

export const selectMovieInfo = (state: WithMovieInfo, ediNumber: string) =>
  state.movieInfo.movieInfo[ediNumber] ?? null
export const selectMovieInfoFailed = (state: WithMovieInfo, ediNumber: string) =>
  state.movieInfo.status[ediNumber] === 'failed'
