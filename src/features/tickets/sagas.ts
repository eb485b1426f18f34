import { call, put, select, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../lib/api-error'
import { selectMemberEmail, sessionActions } from '../../store/session'
import { fetchTickets } from './api'
import { ticketsActions, type Ticket } from './slice'
import { clearTicketCopy, readTicketCopy, saveTicketCopy } from './ticket-copy'

function* ticketsWorker() {
  const email: string = yield select(selectMemberEmail)
  const { response, error }: ApiResult<Ticket[]> = yield call(fetchTickets)
  if (response) {
    yield call(saveTicketCopy, email, response)
    yield put(ticketsActions.ticketsReceived(response))
    return
  }
  // Without a network (status null), the last tickets fetched still get the member in.
  const copy: ReturnType<typeof readTicketCopy> =
    error.status === null ? yield call(readTicketCopy, email) : null
  if (copy) yield put(ticketsActions.ticketsReceived(copy.items))
  yield put(ticketsActions.ticketsFailed(error))
}

export function* ticketsSaga() {
  yield takeLatest(ticketsActions.ticketsRequested.type, ticketsWorker)
  yield takeLatest(sessionActions.loggedOut.type, function* () {
    yield call(clearTicketCopy)
  })
}
