import { apiError } from '../../../testing/api-errors'
import { selectIsEmailSent } from '../selectors'
import userSlice, { userActions as a } from '../slice'

const reduce = userSlice.reducer
const initial = reduce(undefined, { type: 'init' })
const error = apiError({ kind: 'refused', status: 401, message: 'Feil e-post eller passord' })

describe('user slice', () => {
  it('starts with no request made and no e-mail sent', () => {
    expect(initial).toEqual({ login: 'idle', signUp: 'idle', passwordReset: 'idle', error: null })
    expect(selectIsEmailSent({ user: initial })).toBe(false)
  })

  it('makes only the requested operation pending', () => {
    const loggingIn = reduce(initial, a.loginRequested({ email: 'a', password: 'b' }))
    expect(loggingIn).toMatchObject({ login: 'pending', signUp: 'idle', passwordReset: 'idle' })
    const signingUp = reduce(
      initial,
      a.signUpRequested({ email: 'a', password: 'b', userName: 'c' }),
    )
    expect(signingUp).toMatchObject({ login: 'idle', signUp: 'pending' })
  })

  it('marks a login or sign-up as succeeded and clears an earlier error', () => {
    const failed = reduce(initial, a.loginFailed(error))
    expect(reduce(failed, a.loginSucceeded())).toMatchObject({ login: 'succeeded', error: null })
    expect(reduce(failed, a.signUpSucceeded())).toMatchObject({ signUp: 'succeeded', error: null })
  })

  it('keeps the error of a failed login or sign-up, and clears it on request', () => {
    const failed = reduce(
      reduce(initial, a.loginRequested({ email: 'a', password: 'b' })),
      a.loginFailed(error),
    )
    expect(failed).toMatchObject({ error, login: 'failed' })
    expect(reduce(initial, a.signUpFailed(error))).toMatchObject({ error, signUp: 'failed' })
    expect(reduce(failed, a.errorCleared()).error).toBeNull()
  })

  it('marks the e-mail as sent when a password reset succeeds, clearing any error', () => {
    const asked = reduce(
      { ...initial, error },
      a.passwordResetRequested({ email: 'kari@example.no' }),
    )
    expect(asked.passwordReset).toBe('pending')
    expect(selectIsEmailSent({ user: asked })).toBe(false)
    const sent = reduce(asked, a.passwordResetSucceeded())
    expect(sent).toMatchObject({ passwordReset: 'succeeded', error: null })
    expect(selectIsEmailSent({ user: sent })).toBe(true)
  })

  it('keeps the error of a failed password reset', () => {
    const failed = reduce(initial, a.passwordResetFailed(error))
    expect(failed).toMatchObject({ error, passwordReset: 'failed' })
    expect(selectIsEmailSent({ user: failed })).toBe(false)
  })
})
