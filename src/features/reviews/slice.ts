import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialListState, listReducers, type ListState } from '../../client/redux/list-state'

export type Review = {
  id: string
  comment: string
  rating: number
  addedAt: string
  likesCount: number
  movieId: string
  userId: string
  userName: string
  image: string
  isLiked: boolean
}

const list = listReducers<Review>()

const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: initialListState<Review>(),
  reducers: {
    reviewsRequested: (state, _action: PayloadAction<{ ediNumber: string }>) =>
      list.requested(state),
    reviewsReceived: list.received,
    reviewsFailed: list.failed,
  },
})

declare module '../../client/redux/app-state' {
  interface AppState {
    reviews: ListState<Review>
  }
}

export const reviewsActions = reviewsSlice.actions
export const selectReviews = (state: { reviews: ListState<Review> }) => state.reviews
export default reviewsSlice
