import { settle } from '../../lib/api-error'
import { memberApi } from '../../lib/partner-client'
import type { Review } from './slice'

export const REVIEWS_PAGE = { skip: 0, take: 20 }

export const fetchReviews = (ediNumber: string) =>
  settle(
    memberApi()
      .get<Review[]>('reviews', { params: { ediNumber, ...REVIEWS_PAGE } })
      .then(({ data }) => data),
  )
