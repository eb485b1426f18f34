import { call, put, select, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../lib/api-error'
import { fetchTickets } from './api'
import { ticketsActions, type Ticket } from './slice'
import { clearTicketCopy, readTicketCopy, saveTicketCopy } from './ticket-copy'

// Read structurally, so that this feature does not import the user feature.
const selectEmail = (state: { user: { userProfile: { email: string } | null } }) =>
  state.user.userProfile?.email ?? ''

function* ticketsWorker() {
  const email: string = yield select(selectEmail)
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
  yield takeLatest('user/loggedOut', function* () {
    yield call(clearTicketCopy)
  })
}
