// The member's requests (SPEC sections 3 and 4): log in, sign up, reset the password. Each
// has its own status, so that reading the stored profile at start never blocks a login.
// The profile they give is the session's (src/session/session.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../../client/api-error'
import type { Credentials, SignUp, UserState } from './types'

const initialState: UserState = {
  login: 'idle',
  signUp: 'idle',
  passwordReset: 'idle',
  error: null,
}

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    loginRequested: (state, _action: PayloadAction<Credentials>) => {
      state.login = 'pending'
    },
    loginSucceeded: (state) => {
      state.login = 'succeeded'
      state.error = null
    },
    loginFailed: (state, action: PayloadAction<ApiError>) => {
      state.login = 'failed'
      state.error = action.payload
    },
    signUpRequested: (state, _action: PayloadAction<SignUp>) => {
      state.signUp = 'pending'
    },
    signUpSucceeded: (state) => {
      state.signUp = 'succeeded'
      state.error = null
    },
    signUpFailed: (state, action: PayloadAction<ApiError>) => {
      state.signUp = 'failed'
      state.error = action.payload
    },
    passwordResetRequested: (state, _action: PayloadAction<{ email: string }>) => {
      state.passwordReset = 'pending'
    },
    passwordResetSucceeded: (state) => {
      state.passwordReset = 'succeeded'
      state.error = null
    },
    passwordResetFailed: (state, action: PayloadAction<ApiError>) => {
      state.passwordReset = 'failed'
      state.error = action.payload
    },
    errorCleared: (state) => {
      state.error = null
    },
  },
})

export const userActions = userSlice.actions
export default userSlice
