// SPEC section 7: login, sign-up and forgotten password. Each answer is checked against
// its wire shape; a login or sign-up without a token gives no profile.
import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { FailedAnswer, partnerMessage, settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { memberApi, ticketingApi } from '../../client/partner-client'
import type { UserProfile } from '../../session/session'
import type { Credentials, SignUp } from './types'

const token = v.pipe(v.string(), v.nonEmpty())
const LoginAnswer = v.object({ marsToken: token, UserName: v.string(), UserInfo: v.string() })
const SignUpAnswer = v.object({ Token: token, UserName: v.string(), ContactEmail: v.string() })

export const login = ({ email, password }: Credentials) =>
  settle(
    { call: 'POST login' },
    memberApi()
      .post('login', { Email: email, Password: password }, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then(checked(LoginAnswer))
      .then((data): UserProfile => ({
        userName: data.UserName,
        email: data.UserInfo,
        token: data.marsToken,
      })),
  )

export const signUp = ({ email, password, userName }: SignUp) =>
  settle(
    { call: 'POST createUser' },
    memberApi()
      .post('createUser', { email, password, userName }, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then(checked(SignUpAnswer))
      .then((data): UserProfile => ({
        userName: data.UserName,
        email: data.ContactEmail,
        token: data.Token,
      })),
  )

/** SPEC section 7: logs the member in at the partner's ticketing system too, so that its
 * checkout knows them. The contract takes the credentials as query parameters (see the
 * docs/architecture.md on what that means for the partner's access logs). remember is the
 * member's «Husk meg»: without it the ticketing system's cookie lasts for the browser's
 * session, not 30 days. Its answer is not read. */
export const ticketingLogin = ({ email, password, remember = false }: Credentials) =>
  settle(
    { call: 'POST ticketing login' },
    ticketingApi()
      .post('login', null, {
        params: { email, password, remember },
        maxAnswerBytes: ANSWER_LIMITS.small,
      })
      .then(() => true as const),
  )

/** Ends the session at the partner, so its cookie no longer opens the member API. The
 * SPEC names no logout call; the stand-in defines POST logout (docs/decisions/spec-deviations.md). */
export const logout = () =>
  settle(
    { call: 'POST logout' },
    memberApi()
      .post('logout', undefined, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then(() => true as const),
  )

/** Ends the member's session at the ticketing system too, so that its cookie no longer
 * opens the checkout as the member. The SPEC names no such call; the stand-in defines POST
 * logout beside its login (docs/decisions/spec-deviations.md). */
export const ticketingLogout = () =>
  settle(
    { call: 'POST ticketing logout' },
    ticketingApi()
      .post('logout', undefined, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then(() => true as const),
  )

const isEmpty = (data: unknown) =>
  data === undefined ||
  data === null ||
  (typeof data === 'string' && data.trim() === '') ||
  (typeof data === 'object' && Object.keys(data).length === 0)

/** SPEC section 7: only an empty answer means the e-mail is on its way. A 2xx answer with
 * the partner's JSON error shape carries a message the form shows; anything else in the
 * body is an answer we could not read. */
export const forgotPassword = (email: string) =>
  settle(
    { call: 'POST forgotPassword' },
    memberApi()
      .post('forgotPassword', { Email: email }, { maxAnswerBytes: ANSWER_LIMITS.small })
      .then((response) => {
        if (isEmpty(response.data)) return true as const
        const message = partnerMessage(response.data, response.headers['content-type'])
        if (message) throw new FailedAnswer(response.status, message)
        return checked(v.literal(''))(response)
      }),
  )
