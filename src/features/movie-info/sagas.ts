import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, takeEvery } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { fetchMovieInfo } from './api'
import { movieInfoActions, type MovieInfo } from './slice'

// Film info is extra: a failure is only logged (SPEC section 8).
function* movieInfoWorker({ payload }: PayloadAction<{ ediNumber: string }>) {
  const { response, error }: ApiResult<MovieInfo> = yield call(fetchMovieInfo, payload.ediNumber)
  if (response) {
    yield put(
      movieInfoActions.movieInfoReceived({ ediNumber: payload.ediNumber, movieInfo: response }),
    )
  } else {
    console.error('Failed to load movie info:', error.kind, error.detail)
    yield put(movieInfoActions.movieInfoFailed({ ediNumber: payload.ediNumber }))
  }
}

export function* movieInfoSaga() {
  yield takeEvery(movieInfoActions.movieInfoRequested.type, movieInfoWorker)
}
