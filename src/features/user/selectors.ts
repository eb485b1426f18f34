// The member's requests as the forms read them. Apart from the slice, so that they load
// with the forms and not on every page with the store.
import type { UserState } from './types'

type WithUser = { user: UserState }

export const selectUserError = (state: WithUser) => state.user.error
export const selectLoginStatus = (state: WithUser) => state.user.login
export const selectSignUpStatus = (state: WithUser) => state.user.signUp
export const selectPasswordResetStatus = (state: WithUser) => state.user.passwordReset
export const selectIsEmailSent = (state: WithUser) => state.user.passwordReset === 'succeeded'
