// SPEC section 7: the watch list is loaded after the stored token has been exchanged
// through the token switch (header X-Token, client/partner-session.ts).
import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { memberApi } from '../../client/partner-client'
import type { WatchListMovie } from './types'

export const WATCH_LIST_PAGE = { skip: 0, take: 10 }

const WatchListAnswer = v.array(
  v.looseObject({
    movieId: v.pipe(v.string(), v.nonEmpty()),
    title: v.optional(v.string()),
    ediNumber: v.optional(v.string()),
    link: v.optional(v.string()),
    poster: v.optional(v.string()),
  }),
)

export const fetchWatchList = () =>
  settle(
    { call: 'GET watchlist', session: true },
    memberApi()
      .get('watchlist', { params: WATCH_LIST_PAGE, maxAnswerBytes: ANSWER_LIMITS.watchList })
      .then(checked(WatchListAnswer))
      .then((items): WatchListMovie[] => items),
  )

/** The stand-in's documented acceptance; anything else is not taken as one. */
const AddAnswer = v.object({ ok: v.literal(true) })

export const addMovieToWatchList = (movieId: string) =>
  settle(
    { call: 'POST addMovieToWatchList', session: true },
    memberApi()
      .post('addMovieToWatchList', { id: movieId }, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then(checked(AddAnswer))
      .then(() => true as const),
  )
