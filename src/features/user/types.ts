import type { ApiError } from '../../lib/api-error'

/** SPEC section 3: kept in localStorage under cw-profile-new. */
export type UserProfile = { userName: string; email: string; token: string }

export type UserState = {
  userProfile: UserProfile | null
  loading: boolean
  error: ApiError | null
  isEmailSent: boolean
  /** The profile is gone from this device, but the partner did not confirm the logout. */
  logoutIncomplete: boolean
}

export type Credentials = { email: string; password: string }
export type SignUp = Credentials & { userName: string }
