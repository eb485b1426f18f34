import type { PayloadAction } from '@reduxjs/toolkit'
import { all, call, put, takeLatest } from 'redux-saga/effects'
import type { ApiResult } from '../../client/api-error'
import { configuredPartner } from '../../client/configured-partner'
import { forgetPartnerCaches } from '../../session/forget-device'
import { sessionActions, type UserProfile } from '../../session/session'
import { clearProfile, readProfile, saveProfile } from '../../session/session-storage'
import { forgotPassword, login, logout, signUp, ticketingLogin, ticketingLogout } from './api'
import { watchIdleSession } from './idle-session'
import { userActions } from './slice'
import type { Credentials, SignUp } from './types'

function* storeProfile(profile: UserProfile, remember: boolean) {
  yield call(saveProfile, profile, { remember })
  yield put(sessionActions.profileStored(profile))
}

// After the film-club login, the ticketing system's. Its failure only costs the checkout
// the member's profile, so it is logged and the film-club login stands.
function* logInAtTicketing(credentials: Credentials) {
  const { error }: ApiResult<true> = yield call(ticketingLogin, credentials)
  if (error) console.error('Ticketing login failed:', error.kind, error.detail)
}

function* loginWorker({ payload }: PayloadAction<Credentials>) {
  const { response, error }: ApiResult<UserProfile> = yield call(login, payload)
  if (response) {
    yield* storeProfile(response, Boolean(payload.remember))
    yield put(userActions.loginSucceeded())
    yield* logInAtTicketing(payload)
  } else yield put(userActions.loginFailed(error))
}

function* signUpWorker({ payload }: PayloadAction<SignUp>) {
  const { response, error }: ApiResult<UserProfile> = yield call(signUp, payload)
  if (response) {
    yield* storeProfile(response, Boolean(payload.remember))
    yield put(userActions.signUpSucceeded())
    yield* logInAtTicketing(payload)
  } else yield put(userActions.signUpFailed(error))
}

function* passwordResetWorker({ payload }: PayloadAction<{ email: string }>) {
  const { error }: ApiResult<true> = yield call(forgotPassword, payload.email)
  if (error) yield put(userActions.passwordResetFailed(error))
  else yield put(userActions.passwordResetSucceeded())
}

// A member who logged in on an earlier visit (or in another tab) is a member again.
function* profileWorker() {
  const stored: UserProfile | null = yield call(readProfile)
  if (stored) yield put(sessionActions.profileStored(stored))
  else yield put(sessionActions.profileNotFound())
}

// The device forgets the member at once (every feature forgets its own data on loggedOut;
// here the profile and what the browser's caches hold from the partner); the partner is
// then asked to end both its sessions, the member API's and the checkout's, so that on a
// shared computer the next person cannot use either.
function* logoutWorker() {
  yield call(clearProfile)
  const partner = configuredPartner()
  const [member, ticketing]: ApiResult<true>[] = yield all([
    call(logout),
    call(ticketingLogout),
    call(forgetPartnerCaches, [partner.apiBase, partner.runtimeApiBase, partner.ticketingBase]),
  ])
  const error = member?.error ?? ticketing?.error
  if (!error) return
  console.error('Logout at the partner failed:', error.kind, error.detail)
  yield put(sessionActions.serverLogoutFailed())
}

export function* userSaga() {
  yield takeLatest(sessionActions.profileRequested.type, profileWorker)
  yield takeLatest(userActions.loginRequested.type, loginWorker)
  yield takeLatest(userActions.signUpRequested.type, signUpWorker)
  yield takeLatest(userActions.passwordResetRequested.type, passwordResetWorker)
  yield takeLatest(sessionActions.loggedOut.type, logoutWorker)
  // A session that is not remembered ends after a while without activity (idle-session.ts).
  yield takeLatest(sessionActions.profileStored.type, watchIdleSession)
}
