// The watch list (SPEC sections 3 and 4): the member's list at the partner, and the list an
// anonymous visitor keeps on this device until they log in. Loading the member's list and
// adding each film are separate requests with their own status: a film is appended only
// once the server has accepted it, and only the film being added shows as busy.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../../client/api-error'
import { initialListState, listReducers, type ListState } from '../../client/redux/list-state'
import type { RequestStatus } from '../../client/redux/request-status'
import { sessionActions } from '../../session/session'
import { withMovie, withoutMovie } from './list-changes'
import type { WatchListMovie } from './types'

export type { WatchListMovie }

/** The watch list kept on this device, and moving it to the member's list at login. */
export type DeviceListState = {
  items: WatchListMovie[]
  read: boolean
  /** Moving it to the partner: failed means some films are still only on this device. */
  merge: RequestStatus
}

export type WatchListState = ListState<WatchListMovie> & {
  /** Adding a film, by its movie id. */
  adding: Record<string, RequestStatus>
  /** Why adding a film failed, by its movie id, shown beside its button. */
  addErrors: Record<string, ApiError>
  device: DeviceListState
}

const list = listReducers<WatchListMovie>()
const initialState: WatchListState = {
  ...initialListState<WatchListMovie>(),
  adding: {},
  addErrors: {},
  device: { items: [], read: false, merge: 'idle' },
}

const watchListSlice = createSlice({
  name: 'watchList',
  initialState,
  reducers: {
    watchListRequested: list.requested,
    watchListReceived: list.received,
    watchListFailed: list.failed,
    watchListCopyRestored: list.copyRestored,
    movieAddRequested: (state, action: PayloadAction<WatchListMovie>) => {
      state.adding[action.payload.movieId] = 'pending'
      delete state.addErrors[action.payload.movieId]
    },
    movieAdded: (state, action: PayloadAction<WatchListMovie>) => {
      if (!state.items.some((m) => m.movieId === action.payload.movieId))
        state.items.push(action.payload)
      state.adding[action.payload.movieId] = 'succeeded'
    },
    /** Shown beside the button (SPEC section 8 only logs it; see docs on the deviation). */
    movieAddFailed: (state, action: PayloadAction<{ movieId: string; error: ApiError }>) => {
      state.adding[action.payload.movieId] = 'failed'
      state.addErrors[action.payload.movieId] = action.payload.error
    },
    /** Read the device list (it may have changed in another tab). */
    deviceListRequested: () => {},
    deviceListRead: (state, action: PayloadAction<WatchListMovie[]>) => {
      state.device.items = action.payload
      state.device.read = true
    },
    /** Shown at once; the sagas then write it to the device. */
    movieSavedOnDevice: (state, action: PayloadAction<WatchListMovie>) => {
      state.device.items = withMovie(state.device.items, action.payload)
    },
    movieRemovedFromDevice: (state, action: PayloadAction<{ movieId: string }>) => {
      state.device.items = withoutMovie(state.device.items, action.payload.movieId)
    },
    deviceListMergeStarted: (state) => {
      state.device.merge = 'pending'
    },
    deviceListMergeFinished: (state, action: PayloadAction<{ left: WatchListMovie[] }>) => {
      state.device.items = action.payload.left
      state.device.merge = action.payload.left.length === 0 ? 'succeeded' : 'failed'
    },
  },
  // The member's list leaves with the member; the device list stays with the device.
  extraReducers: (builder) =>
    builder.addCase(sessionActions.loggedOut, (state) => ({
      ...initialState,
      device: state.device,
    })),
})

declare module '../../client/redux/app-state' {
  interface AppState {
    watchList: WatchListState
  }
}

export const watchListActions = watchListSlice.actions

export type WithWatchList = { watchList: WatchListState }
export default watchListSlice
