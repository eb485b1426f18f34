// SPEC section 7: the watch list is loaded after the stored token has been exchanged
// through the token switch (header X-Token).
import { settle } from '../../lib/api-error'
import { memberApi } from '../../lib/partner-client'
import type { WatchListMovie } from './slice'

export const WATCH_LIST_PAGE = { skip: 0, take: 10 }

export const switchTokens = (token: string) =>
  settle(
    memberApi()
      .post('switchTokensDx', undefined, { headers: { 'X-Token': token } })
      .then(() => true as const),
  )

export const fetchWatchList = () =>
  settle(
    memberApi()
      .get<WatchListMovie[]>('watchlist', { params: WATCH_LIST_PAGE })
      .then(({ data }) => data),
  )

export const addMovieToWatchList = (movieId: string) =>
  settle(
    memberApi()
      .post('addMovieToWatchList', { id: movieId })
      .then(() => true as const),
  )
