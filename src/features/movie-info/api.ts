// SPEC section 7: film info, keyed by ediNumber; the partner answers in PascalCase.
import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { memberApi } from '../../client/partner-client'
import type { MovieInfo } from './slice'

const MovieInfoAnswer = v.object({
  Title: v.string(),
  MovieId: v.pipe(v.string(), v.nonEmpty()),
  Edis: v.string(),
  Rating: v.number(),
  RatingCount: v.number(),
  Poster: v.optional(v.string(), ''),
  Link: v.optional(v.string(), ''),
})

export const fetchMovieInfo = (ediNumber: string) =>
  settle(
    { call: 'GET movieInfo' },
    memberApi()
      .get('movieInfo', { params: { ediNumber }, maxAnswerBytes: ANSWER_LIMITS.movieInfo })
      .then(checked(MovieInfoAnswer))
      .then((data): MovieInfo => ({
        title: data.Title,
        movieId: data.MovieId,
        edis: data.Edis,
        rating: data.Rating,
        ratingCount: data.RatingCount,
        poster: data.Poster,
        link: data.Link,
      })),
  )
