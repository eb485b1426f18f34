// The member's watch list (SPEC sections 3 and 4). A film is appended only once the
// server has accepted it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialListState, listReducers, type ListState } from '../../lib/redux/list-state'

/** The fields of a watch-list movie are not in the SPEC beyond its id. */
export type WatchListMovie = { movieId: string; title?: string } & Record<string, unknown>

export type WatchListState = ListState<WatchListMovie> & { requested: boolean }

const list = listReducers<WatchListMovie>()
const initialState: WatchListState = { ...initialListState<WatchListMovie>(), requested: false }

const watchListSlice = createSlice({
  name: 'watchList',
  initialState,
  reducers: {
    watchListRequested: (state) => {
      list.requested(state)
      state.requested = true
    },
    watchListReceived: list.received,
    watchListFailed: list.failed,
    movieAddRequested: (state, _action: PayloadAction<WatchListMovie>) => {
      state.loading = true
    },
    movieAdded: (state, action: PayloadAction<WatchListMovie>) => {
      if (!state.items.some((m) => m.movieId === action.payload.movieId))
        state.items.push(action.payload)
      state.loading = false
    },
    /** SPEC section 8: the failure is only logged; the error is not stored for display. */
    movieAddFailed: (state) => {
      state.loading = false
    },
  },
})

export const watchListActions = watchListSlice.actions

type WithWatchList = { watchList: WatchListState }
export const selectWatchList = (state: WithWatchList) => state.watchList
export const selectOnWatchList = (state: WithWatchList, movieId: string) =>
  state.watchList.items.some((m) => m.movieId === movieId)
export default watchListSlice
