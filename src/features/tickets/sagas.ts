import { call, put, select, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { memberCall } from '../../session/member-call'
import { selectMemberEmail, sessionActions } from '../../session/session'
import { fetchTickets } from './api'
import { selectTickets, ticketsActions, type Ticket } from './slice'
import { clearTicketCopy, readTicketCopy, saveTicketCopy } from './ticket-copy'

// A failed refresh keeps the tickets on show: those of this visit, or else the copy on the
// device, so that a member can still be let in at the door.
function* ticketsWorker() {
  const email: string = yield select(selectMemberEmail)
  const { response, error }: ApiResult<Ticket[]> = yield* memberCall(fetchTickets)
  if (response) {
    yield call(saveTicketCopy, email, response)
    yield put(ticketsActions.ticketsReceived(response))
    return
  }
  if (error.kind === 'session-ended') return
  const { items } = yield select(selectTickets)
  const copy: ReturnType<typeof readTicketCopy> =
    items.length === 0 ? yield call(readTicketCopy, email) : null
  if (copy) yield put(ticketsActions.ticketsCopyRestored({ items: copy.items, at: copy.savedAt }))
  yield put(ticketsActions.ticketsFailed(error))
}

export function* ticketsSaga() {
  yield takeLatest(ticketsActions.ticketsRequested.type, ticketsWorker)
  yield takeLatest(sessionActions.loggedOut.type, function* () {
    yield call(clearTicketCopy)
  })
}
