// The member's requests as the forms read them. Apart from the slice, so that they load
// with the forms and not on every page with the store.
import type { UserState } from './types'

type WithUser = { user: UserState }

export const selectLogin = (state: WithUser) => state.user.login
export const selectSignUp = (state: WithUser) => state.user.signUp
export const selectPasswordReset = (state: WithUser) => state.user.passwordReset
export const selectIsEmailSent = (state: WithUser) =>
  state.user.passwordReset.status === 'succeeded'
