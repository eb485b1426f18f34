// SPEC section 7: film info, keyed by ediNumber; the partner answers in PascalCase.
import { settle } from '../../lib/api-error'
import { memberApi } from '../../lib/partner-client'
import type { MovieInfo } from './slice'

type MovieInfoAnswer = {
  Title: string
  MovieId: string
  Edis: string
  Rating: number
  RatingCount: number
  Poster: string
  Link: string
}

export const fetchMovieInfo = (ediNumber: string) =>
  settle(
    memberApi()
      .get<MovieInfoAnswer>('movieInfo', { params: { ediNumber } })
      .then(({ data }): MovieInfo => ({
        title: data.Title,
        movieId: data.MovieId,
        edis: data.Edis,
        rating: data.Rating,
        ratingCount: data.RatingCount,
        poster: data.Poster,
        link: data.Link,
      })),
  )
