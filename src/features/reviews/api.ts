import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { memberApi } from '../../client/partner-client'
import type { Review } from './slice'

export const REVIEWS_PAGE = { skip: 0, take: 20 }

const ReviewsAnswer = v.array(
  v.object({
    id: v.string(),
    comment: v.string(),
    rating: v.number(),
    addedAt: v.string(),
    likesCount: v.number(),
    movieId: v.string(),
    userId: v.string(),
    userName: v.string(),
    image: v.optional(v.string(), ''),
    isLiked: v.optional(v.boolean(), false),
  }),
)

export const fetchReviews = (ediNumber: string) =>
  settle(
    { call: 'GET reviews' },
    memberApi()
      .get('reviews', {
        params: { ediNumber, ...REVIEWS_PAGE },
        maxAnswerBytes: ANSWER_LIMITS.reviews,
      })
      .then(checked(ReviewsAnswer))
      .then((reviews): Review[] => reviews),
  )
