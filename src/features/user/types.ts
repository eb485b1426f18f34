import type { ApiError } from '../../lib/api-error'

/** SPEC section 3: kept in localStorage under cw-profile-new. */
export type UserProfile = { userName: string; email: string; token: string }

export type UserState = {
  userProfile: UserProfile | null
  loading: boolean
  error: ApiError | null
  isEmailSent: boolean
}

export type Credentials = { email: string; password: string }
export type SignUp = Credentials & { userName: string }
