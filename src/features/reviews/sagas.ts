import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { fetchReviews } from './api'
import { reviewsActions, type Review } from './slice'

function* reviewsWorker({ payload }: PayloadAction<{ ediNumber: string }>) {
  const { response, error }: ApiResult<Review[]> = yield call(fetchReviews, payload.ediNumber)
  if (response) yield put(reviewsActions.reviewsReceived(response))
  else yield put(reviewsActions.reviewsFailed(error))
}

export function* reviewsSaga() {
  yield takeLatest(reviewsActions.reviewsRequested.type, reviewsWorker)
}
