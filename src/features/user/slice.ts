// The member (SPEC sections 3 and 4). A visitor is anonymous until a profile with a token
// is stored; then they are a logged-in member.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../../lib/api-error'
import type { Credentials, SignUp, UserProfile, UserState } from './types'

const initialState: UserState = {
  userProfile: null,
  loading: false,
  error: null,
  isEmailSent: false,
  logoutIncomplete: false,
}

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** Read the profile stored on this device (on start, and on pages that need it). */
    profileRequested: (state) => {
      state.loading = true
    },
    profileNotFound: (state) => {
      state.userProfile = null
      state.loading = false
    },
    loginRequested: (state, _action: PayloadAction<Credentials>) => {
      state.loading = true
    },
    signUpRequested: (state, _action: PayloadAction<SignUp>) => {
      state.loading = true
    },
    profileStored: (state, action: PayloadAction<UserProfile>) => {
      state.userProfile = action.payload
      state.loading = false
      state.error = null
    },
    loginFailed: (state, action: PayloadAction<ApiError>) => {
      state.error = action.payload
      state.loading = false
    },
    signUpFailed: (state, action: PayloadAction<ApiError>) => {
      state.error = action.payload
      state.loading = false
    },
    errorCleared: (state) => {
      state.error = null
    },
    passwordResetRequested: (state, _action: PayloadAction<{ email: string }>) => {
      state.loading = true
      state.isEmailSent = false
    },
    passwordResetSucceeded: (state) => {
      state.isEmailSent = true
      state.error = null
      state.loading = false
    },
    passwordResetFailed: (state, action: PayloadAction<ApiError>) => {
      state.error = action.payload
      state.loading = false
    },
    loggedOut: () => initialState,
    serverLogoutFailed: (state) => {
      state.logoutIncomplete = true
    },
  },
  selectors: {
    selectUserProfile: (state) => state.userProfile,
    selectIsMember: (state) => Boolean(state.userProfile?.token),
    selectUserError: (state) => state.error,
    selectUserLoading: (state) => state.loading,
    selectIsEmailSent: (state) => state.isEmailSent,
    selectLogoutIncomplete: (state) => state.logoutIncomplete,
  },
})

export const userActions = userSlice.actions
export const {
  selectUserProfile,
  selectIsMember,
  selectUserError,
  selectUserLoading,
  selectIsEmailSent,
  selectLogoutIncomplete,
} = userSlice.selectors
export default userSlice
