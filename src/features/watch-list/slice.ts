// The member's watch list (SPEC sections 3 and 4). Loading the list and adding each film
// are separate requests with their own status: a film is appended only once the server
// has accepted it, and only the film being added shows as busy.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialListState, listReducers, type ListState } from '../../lib/redux/list-state'
import type { RequestStatus } from '../../lib/redux/request-status'

/** The fields of a watch-list movie are not in the SPEC beyond its id. */
export type WatchListMovie = { movieId: string; title?: string } & Record<string, unknown>

export type WatchListState = ListState<WatchListMovie> & {
  /** Adding a film, by its movie id. */
  adding: Record<string, RequestStatus>
}

const list = listReducers<WatchListMovie>()
const initialState: WatchListState = { ...initialListState<WatchListMovie>(), adding: {} }

const watchListSlice = createSlice({
  name: 'watchList',
  initialState,
  reducers: {
    watchListRequested: list.requested,
    watchListReceived: list.received,
    watchListFailed: list.failed,
    movieAddRequested: (state, action: PayloadAction<WatchListMovie>) => {
      state.adding[action.payload.movieId] = 'pending'
    },
    movieAdded: (state, action: PayloadAction<WatchListMovie>) => {
      if (!state.items.some((m) => m.movieId === action.payload.movieId))
        state.items.push(action.payload)
      state.adding[action.payload.movieId] = 'succeeded'
    },
    /** SPEC section 8: the failure is only logged; the error is not stored for display. */
    movieAddFailed: (state, action: PayloadAction<{ movieId: string }>) => {
      state.adding[action.payload.movieId] = 'failed'
    },
  },
})

export const watchListActions = watchListSlice.actions

export type WithWatchList = { watchList: WatchListState }
export const selectWatchList = (state: WithWatchList) => state.watchList
export const selectWatchListAsked = (state: WithWatchList) => state.watchList.status !== 'idle'
export const selectOnWatchList = (state: WithWatchList, movieId: string) =>
  state.watchList.items.some((m) => m.movieId === movieId)
export const selectAddingToWatchList = (state: WithWatchList, movieId: string) =>
  state.watchList.adding[movieId] === 'pending'
export default watchListSlice
