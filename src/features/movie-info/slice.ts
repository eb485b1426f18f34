// Film info from the partner (SPEC sections 3 and 4), kept per film id number (ediNumber).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RequestStatus } from '../../client/redux/request-status'

export type MovieInfo = {
  title: string
  movieId: string
  edis: string
  rating: number
  ratingCount: number
  poster: string
  link: string
}

/** Film info and the status of its request, each by film id number. */
export type MovieState = {
  movieInfo: Record<string, MovieInfo>
  status: Record<string, RequestStatus>
}

const initialState: MovieState = { movieInfo: {}, status: {} }

const movieInfoSlice = createSlice({
  name: 'movieInfo',
  initialState,
  reducers: {
    movieInfoRequested: (state, action: PayloadAction<{ ediNumber: string }>) => {
      state.status[action.payload.ediNumber] = 'pending'
    },
    movieInfoReceived: (
      state,
      action: PayloadAction<{ ediNumber: string; movieInfo: MovieInfo }>,
    ) => {
      state.movieInfo[action.payload.ediNumber] = action.payload.movieInfo
      state.status[action.payload.ediNumber] = 'succeeded'
    },
    movieInfoFailed: (state, action: PayloadAction<{ ediNumber: string }>) => {
      state.status[action.payload.ediNumber] = 'failed'
    },
  },
})

declare module '../../client/redux/app-state' {
  interface AppState {
    movieInfo: MovieState
  }
}

export const movieInfoActions = movieInfoSlice.actions
export default movieInfoSlice
