// SPEC section 7: login, sign-up and forgotten password.
import { FailedAnswer, serverMessage, settle } from '../../lib/api-error'
import { memberApi, ticketingApi } from '../../lib/partner-client'
import type { UserProfile } from '../../store/session'
import type { Credentials, SignUp } from './types'

type LoginAnswer = { marsToken: string; UserName: string; UserInfo: string }
type SignUpAnswer = { Token: string; UserName: string; ContactEmail: string }

export const login = ({ email, password }: Credentials) =>
  settle(
    memberApi()
      .post<LoginAnswer>('login', { Email: email, Password: password })
      .then(({ data }): UserProfile => ({
        userName: data.UserName,
        email: data.UserInfo,
        token: data.marsToken,
      })),
  )

export const signUp = ({ email, password, userName }: SignUp) =>
  settle(
    memberApi()
      .post<SignUpAnswer>('createUser', { email, password, userName })
      .then(({ data }): UserProfile => ({
        userName: data.UserName,
        email: data.ContactEmail,
        token: data.Token,
      })),
  )

/** SPEC section 7: logs the member in at the partner's ticketing system too, so that its
 * checkout knows them. The contract takes the credentials as query parameters (see the
 * README on what that means for the partner's access logs). The site keeps a member logged
 * in until they log out, hence remember. */
export const ticketingLogin = ({ email, password }: Credentials) =>
  settle(
    ticketingApi()
      .post('login', null, { params: { email, password, remember: true } })
      .then(() => true as const),
  )

/** Ends the session at the partner, so its cookie no longer opens the member API. The
 * SPEC names no logout call; the stand-in defines POST logout (see the README). */
export const logout = () =>
  settle(
    memberApi()
      .post('logout')
      .then(() => true as const),
  )

const isEmpty = (data: unknown) =>
  data === undefined ||
  data === null ||
  (typeof data === 'string' && data.trim() === '') ||
  (typeof data === 'object' && Object.keys(data).length === 0)

/** SPEC section 7: only an empty answer means the e-mail is on its way. A 2xx answer with
 * a body carries the partner's error message, which the form shows. */
export const forgotPassword = (email: string) =>
  settle(
    memberApi()
      .post('forgotPassword', { Email: email })
      .then(({ status, data }) => {
        if (isEmpty(data)) return true as const
        throw new FailedAnswer(
          status,
          serverMessage(data) ?? 'Kinoklubben svarte noe vi ikke forstod. Prøv igjen senere.',
        )
      }),
  )
