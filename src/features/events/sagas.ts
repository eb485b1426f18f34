import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, select, takeEvery } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { fetchEvents } from './api'
import { eventsActions, type LiveEvent } from './slice'

const selectRequested = (state: { events: { requested: string[] } }) => state.events.requested

function* liveEventsWorker({ payload }: PayloadAction<string[]>) {
  if (typeof window === 'undefined') return
  const requested: string[] = yield select(selectRequested)
  const ids = [...new Set(payload)].filter((id) => !requested.includes(id))
  if (ids.length === 0) return
  yield put(eventsActions.eventsRequested(ids))
  const { response, error }: ApiResult<LiveEvent[]> = yield call(fetchEvents, ids)
  if (response) yield put(eventsActions.eventsReceived(response))
  else console.error('Failed to fetch', error.kind, error.detail)
}

export function* eventsSaga() {
  yield takeEvery(eventsActions.liveEventsNeeded.type, liveEventsWorker)
}
