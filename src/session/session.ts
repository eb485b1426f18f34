// The session: who is logged in on this device (SPEC section 3). It is shared state, not a
// feature: the user feature logs members in and out, and every feature that calls the
// partner for a member reads the token here and forgets its data on `loggedOut`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RequestStatus } from '../client/redux/request-status'

/** SPEC section 3: kept in localStorage under cw-profile-new. */
export type UserProfile = { userName: string; email: string; token: string }

export type SessionState = {
  userProfile: UserProfile | null
  /** Reading the profile stored on this device. */
  profileStatus: RequestStatus
  /** The profile is gone from this device, but the partner did not confirm the logout. */
  logoutIncomplete: boolean
  /** The partner ended the member's session (a 401 after the token switch). */
  sessionEnded: boolean
  /** A session that is not remembered is about to end for want of activity. */
  idleWarning: boolean
  /** It ended so (the login form says why). */
  timedOut: boolean
}

const initialState: SessionState = {
  userProfile: null,
  profileStatus: 'idle',
  logoutIncomplete: false,
  sessionEnded: false,
  idleWarning: false,
  timedOut: false,
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Read the profile stored on this device (on start, and on pages that need it). */
    profileRequested: (state) => {
      state.profileStatus = 'pending'
    },
    profileNotFound: (state) => {
      state.userProfile = null
      state.profileStatus = 'succeeded'
    },
    /** A profile read from this device, or given by a login or sign-up. */
    profileStored: (state, action: PayloadAction<UserProfile>) => {
      state.userProfile = action.payload
      state.profileStatus = 'succeeded'
      state.logoutIncomplete = false
      state.sessionEnded = false
      state.idleWarning = false
      state.timedOut = false
    },
    loggedOut: () => ({ ...initialState, profileStatus: 'succeeded' as const }),
    serverLogoutFailed: (state) => {
      state.logoutIncomplete = true
    },
    /** After loggedOut: the partner ended the session, so the member is told why. */
    sessionEnded: (state) => {
      state.sessionEnded = true
    },
    /** A session that is not remembered will end soon without activity. */
    idleWarned: (state) => {
      state.idleWarning = true
    },
    /** The member did something (or said to stay): the session goes on. */
    activityResumed: (state) => {
      state.idleWarning = false
    },
    /** After loggedOut: the session ended for want of activity. */
    idleTimedOut: (state) => {
      state.timedOut = true
    },
  },
  selectors: {
    selectUserProfile: (state) => state.userProfile,
    selectIsMember: (state) => Boolean(state.userProfile?.token),
    selectToken: (state) => state.userProfile?.token ?? null,
    selectMemberEmail: (state) => state.userProfile?.email ?? '',
    selectProfileStatus: (state) => state.profileStatus,
    selectLogoutIncomplete: (state) => state.logoutIncomplete,
    selectSessionEnded: (state) => state.sessionEnded,
    selectIdleWarning: (state) => state.idleWarning,
    selectTimedOut: (state) => state.timedOut,
  },
})

declare module '../client/redux/app-state' {
  interface AppState {
    session: SessionState
  }
}

export const sessionActions = sessionSlice.actions
export const {
  selectUserProfile,
  selectIsMember,
  selectToken,
  selectMemberEmail,
  selectProfileStatus,
  selectLogoutIncomplete,
  selectSessionEnded,
  selectIdleWarning,
  selectTimedOut,
} = sessionSlice.selectors
export default sessionSlice
