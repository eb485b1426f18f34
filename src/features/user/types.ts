import type { RequestState } from '../../client/redux/request-status'

/** The member's own requests, each with its status and its last failure (as every slice
 * keeps them); who is logged in is the session's (src/session/session.ts). */
export type UserState = {
  login: RequestState
  signUp: RequestState
  passwordReset: RequestState
}

/** remember: «Husk meg», keeping the member logged in on this device after the window
 * closes (session/session-storage.ts); off by default. */
export type Credentials = { email: string; password: string; remember?: boolean }
export type SignUp = Credentials & { userName: string }
