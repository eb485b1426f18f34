import type { ApiError } from '../../client/api-error'
import type { RequestStatus } from '../../client/redux/request-status'

/** The member's own requests; who is logged in is the session's (src/session/session.ts). */
export type UserState = {
  login: RequestStatus
  signUp: RequestStatus
  passwordReset: RequestStatus
  /** The last failure of a login, sign-up or password reset, shown by its form. */
  error: ApiError | null
}

/** remember: «Husk meg», keeping the member logged in on this device after the window
 * closes (session/session-storage.ts); off by default. */
export type Credentials = { email: string; password: string; remember?: boolean }
export type SignUp = Credentials & { userName: string }
