import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../lib/api-error'
import { selectToken } from '../../store/session'
import { addMovieToWatchList, fetchWatchList, switchTokens } from './api'
import { watchListActions, type WatchListMovie } from './slice'

function* watchListWorker() {
  // The stored token is exchanged first (SPEC section 6), and only if there is one.
  const token: string | null = yield select(selectToken)
  if (token) yield call(switchTokens, token)
  const { response, error }: ApiResult<WatchListMovie[]> = yield call(fetchWatchList)
  if (response) yield put(watchListActions.watchListReceived(response))
  else yield put(watchListActions.watchListFailed(error))
}

// The film is appended only once the server has accepted it; a refusal is only logged.
function* addMovieWorker({ payload }: PayloadAction<WatchListMovie>) {
  const { error }: ApiResult<true> = yield call(addMovieToWatchList, payload.movieId)
  if (!error) yield put(watchListActions.movieAdded(payload))
  else {
    console.error('Failed to add to the watch list:', error.message)
    yield put(watchListActions.movieAddFailed({ movieId: payload.movieId }))
  }
}

export function* watchListSaga() {
  yield takeLatest(watchListActions.watchListRequested.type, watchListWorker)
  yield takeEvery(watchListActions.movieAddRequested.type, addMovieWorker)
}
