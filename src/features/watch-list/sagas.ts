import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { switchTokens } from '../../client/partner-session'
import { memberCall } from '../../session/member-call'
import {
  selectMemberEmail,
  selectToken,
  sessionActions,
  type UserProfile,
} from '../../session/session'
import { addMovieToWatchList, fetchWatchList } from './api'
import { clearWatchListCopy, readWatchListCopy, saveWatchListCopy } from './watch-list-copy'
import { readDeviceList, writeDeviceList } from './device-list'
import { forgetSeenShowings } from './seen-showings'
import { withMovie, withoutMovie } from './list-changes'
import { selectDeviceList, selectWatchList } from './selectors'
import { watchListActions } from './slice'
import type { WatchListMovie } from './types'

// Each token switch starts a new session at the partner with a new XSRF cookie. A switch
// landing while another call waits on its preflight makes that call's XSRF header stale
// (the partner answers 403), so the list load and the move at login never overlap.
const { watchListReceived, watchListFailed, deviceListMergeFinished } = watchListActions

function* watchListWorker() {
  const { merge } = yield select(selectDeviceList)
  if (merge === 'pending') yield take(deviceListMergeFinished.type)
  // The stored token is exchanged first (SPEC section 6), and only if there is one.
  const token: string | null = yield select(selectToken)
  if (token) yield call(switchTokens, token)
  const email: string = yield select(selectMemberEmail)
  const { response, error }: ApiResult<WatchListMovie[]> = yield* memberCall(fetchWatchList)
  if (response) {
    yield call(saveWatchListCopy, email, response)
    yield put(watchListReceived(response))
    return
  }
  if (error.kind === 'session-ended') return
  // A failed refresh keeps the list on show: this visit's, or else the device's copy.
  const { items } = yield select(selectWatchList)
  const copy: ReturnType<typeof readWatchListCopy> =
    items.length === 0 ? yield call(readWatchListCopy, email) : null
  if (copy)
    yield put(watchListActions.watchListCopyRestored({ items: copy.items, at: copy.savedAt }))
  yield put(watchListFailed(error))
}

// The film is appended only once the server has accepted it. A write is never repeated by
// us: a failure is shown beside the button, which the member can press again.
function* addMovieWorker({ payload }: PayloadAction<WatchListMovie>) {
  const { error }: ApiResult<true> = yield* memberCall(() => addMovieToWatchList(payload.movieId))
  if (!error) yield put(watchListActions.movieAdded(payload))
  else {
    console.error('Failed to add to the watch list:', error.kind, error.detail)
    yield put(watchListActions.movieAddFailed({ movieId: payload.movieId, error }))
  }
}

// The device list is read afresh before each change, so another tab's films are kept.
function* changeDeviceList(change: (items: WatchListMovie[]) => WatchListMovie[]) {
  const items = change(yield call(readDeviceList))
  yield call(writeDeviceList, items)
  yield put(watchListActions.deviceListRead(items))
  return items
}

function* readDeviceListWorker() {
  yield put(watchListActions.deviceListRead(yield call(readDeviceList)))
}

/** Whether the partner has the film now: already on the member's list, or accepted. */
function* movedToPartner(movie: WatchListMovie, onPartner: WatchListMovie[]) {
  if (onPartner.some((m) => m.movieId === movie.movieId)) return true
  const { error }: ApiResult<true> = yield call(addMovieToWatchList, movie.movieId)
  if (error) console.error('Failed to move a film to the watch list:', error.detail)
  return !error
}

// At login or sign-up (and whenever a member's stored profile is read, which retries what
// failed before), the films saved on this device move to the member's list: the token
// switch first, then one add for each film not there yet. A film leaves the device only
// once the partner has it.
function* mergeWorker({ payload }: PayloadAction<UserProfile>) {
  const saved: WatchListMovie[] = yield call(readDeviceList)
  if (saved.length === 0) return
  const { status } = yield select(selectWatchList)
  if (status === 'pending') yield take([watchListReceived.type, watchListFailed.type])
  yield put(watchListActions.deviceListMergeStarted())
  const switched: ApiResult<true> = yield call(switchTokens, payload.token)
  const before: ApiResult<WatchListMovie[]> = switched.error ? switched : yield call(fetchWatchList)
  let moved = 0
  if (before.response)
    for (const movie of saved)
      if (yield* movedToPartner(movie, before.response)) {
        yield* changeDeviceList((items) => withoutMovie(items, movie.movieId))
        moved++
      }
  if (before.error)
    console.error('Could not move the watch list to the member:', before.error.detail)
  const left: WatchListMovie[] = yield call(readDeviceList)
  if (moved > 0) {
    const after: ApiResult<WatchListMovie[]> = yield call(fetchWatchList)
    if (after.response) yield put(watchListReceived(after.response))
  }
  yield put(deviceListMergeFinished({ left }))
}

export function* watchListSaga() {
  yield takeLatest(watchListActions.watchListRequested.type, watchListWorker)
  yield takeEvery(watchListActions.movieAddRequested.type, addMovieWorker)
  yield takeLatest(watchListActions.deviceListRequested.type, readDeviceListWorker)
  yield takeEvery(
    watchListActions.movieSavedOnDevice.type,
    ({ payload }: PayloadAction<WatchListMovie>) =>
      changeDeviceList((items) => withMovie(items, payload)),
  )
  yield takeEvery(
    watchListActions.movieRemovedFromDevice.type,
    ({ payload }: PayloadAction<{ movieId: string }>) =>
      changeDeviceList((items) => withoutMovie(items, payload.movieId)),
  )
  yield takeLeading(sessionActions.profileStored.type, mergeWorker)
  yield takeLatest(sessionActions.loggedOut.type, function* () {
    yield call(clearWatchListCopy)
    yield call(forgetSeenShowings)
  })
}
