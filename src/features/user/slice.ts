// The member's requests (SPEC sections 3 and 4): log in, sign up, reset the password. Each
// has its own status and error, so that reading the stored profile at start never blocks a
// login, and a failed login is never shown on the sign-up form. The profile they give is the
// session's (src/session/session.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../../client/api-error'
import { idleRequest } from '../../client/redux/request-status'
import type { Credentials, SignUp, UserState } from './types'

const initialState: UserState = {
  login: idleRequest,
  signUp: idleRequest,
  passwordReset: idleRequest,
}

const pending = { status: 'pending', error: null } as const
const succeeded = { status: 'succeeded', error: null } as const
const failed = (error: ApiError) => ({ status: 'failed', error }) as const

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    loginRequested: (state, _action: PayloadAction<Credentials>) => {
      state.login = pending
    },
    loginSucceeded: (state) => {
      state.login = succeeded
    },
    loginFailed: (state, action: PayloadAction<ApiError>) => {
      state.login = failed(action.payload)
    },
    signUpRequested: (state, _action: PayloadAction<SignUp>) => {
      state.signUp = pending
    },
    signUpSucceeded: (state) => {
      state.signUp = succeeded
    },
    signUpFailed: (state, action: PayloadAction<ApiError>) => {
      state.signUp = failed(action.payload)
    },
    passwordResetRequested: (state, _action: PayloadAction<{ email: string }>) => {
      state.passwordReset = pending
    },
    passwordResetSucceeded: (state) => {
      state.passwordReset = succeeded
    },
    passwordResetFailed: (state, action: PayloadAction<ApiError>) => {
      state.passwordReset = failed(action.payload)
    },
  },
})

declare module '../../client/redux/app-state' {
  interface AppState {
    user: UserState
  }
}

export const userActions = userSlice.actions
export default userSlice
