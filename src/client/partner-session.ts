// The partner's session for a member: the stored token is exchanged for a session cookie
// through the token switch (SPEC sections 6 and 7, header X-Token). The watch list does it
// before each load, and any member call does it once after a 401 before the member is
// told that their login has ended. Shared, not a feature: every member feature needs it.
import { ANSWER_LIMITS } from './answer-limits'
import { settle } from './api-error'
import { memberApi } from './partner-client'

export const switchTokens = (token: string) =>
  settle(
    { call: 'POST switchTokensDx', session: true },
    memberApi()
      .post('switchTokensDx', undefined, {
        headers: { 'X-Token': token },
        maxAnswerBytes: ANSWER_LIMITS.small,
      })
      .then(() => true as const),
  )
