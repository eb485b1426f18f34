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
    movieAddRequested: (_state, _action: PayloadAction<WatchListMovie>) => {},
    movieAdded: (state, action: PayloadAction<WatchListMovie>) => {
      state.items.push(action.payload)
    },
  },
})

export const watchListActions = watchListSlice.actions
export default watchListSlice
