// A partner call made for a logged-in member. A 401 first renews the partner's session
// through the token switch and tries the call once more (SPEC section 8: one refresh, one
// retry); only a 401 after that ends the member's session here. Any other failure (a 5xx,
// a time-out) leaves the member logged in.
import { call, put, select } from 'redux-saga/effects'
import type { ApiResult } from '../client/api-error'
import { switchTokens } from '../client/partner-session'
import { selectToken, sessionActions } from './session'

export function* memberCall<T>(request: () => Promise<ApiResult<T>>) {
  const first: ApiResult<T> = yield call(request)
  if (first.error?.kind !== 'session-ended') return first
  const token: string | null = yield select(selectToken)
  const renewed: ApiResult<true> | null = token ? yield call(switchTokens, token) : null
  if (renewed?.error && renewed.error.kind !== 'session-ended') return { error: renewed.error }
  const second: ApiResult<T> = renewed?.response ? yield call(request) : first
  if (second.error?.kind !== 'session-ended') return second
  yield put(sessionActions.loggedOut())
  yield put(sessionActions.sessionEnded())
  return second
}
