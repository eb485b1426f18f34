// Film info from the partner (SPEC sections 3 and 4), kept per film id number (ediNumber).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type MovieInfo = {
  title: string
  movieId: string
  edis: string
  rating: number
  ratingCount: number
  poster: string
  link: string
}

export type MovieState = { movieInfo: Record<string, MovieInfo>; loading: boolean }

const initialState: MovieState = { movieInfo: {}, loading: false }

const movieInfoSlice = createSlice({
  name: 'movieInfo',
  initialState,
  reducers: {
    movieInfoRequested: (state, _action: PayloadAction<{ ediNumber: string }>) => {
      state.loading = true
    },
    movieInfoReceived: (
      state,
      action: PayloadAction<{ ediNumber: string; movieInfo: MovieInfo }>,
    ) => {
      state.movieInfo[action.payload.ediNumber] = action.payload.movieInfo
      state.loading = false
    },
    movieInfoFailed: (state) => {
      state.loading = false
    },
  },
  selectors: {
    selectMovieInfo: (state, ediNumber: string) => state.movieInfo[ediNumber] ?? null,
  },
})

export const movieInfoActions = movieInfoSlice.actions
export const { selectMovieInfo } = movieInfoSlice.selectors
export default movieInfoSlice
