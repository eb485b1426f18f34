import { call, put, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../lib/api-error'
import { fetchTickets } from './api'
import { ticketsActions, type Ticket } from './slice'

function* ticketsWorker() {
  const { response, error }: ApiResult<Ticket[]> = yield call(fetchTickets)
  if (response) yield put(ticketsActions.ticketsReceived(response))
  else yield put(ticketsActions.ticketsFailed(error))
}

export function* ticketsSaga() {
  yield takeLatest(ticketsActions.ticketsRequested.type, ticketsWorker)
}
