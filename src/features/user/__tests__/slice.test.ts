import { apiError } from '../../../testing/api-errors'
import { selectIsEmailSent } from '../selectors'
import userSlice, { userActions as a } from '../slice'

const reduce = userSlice.reducer
const initial = reduce(undefined, { type: 'init' })
const error = apiError({ kind: 'refused', status: 401, message: 'Feil e-post eller passord' })
const idle = { status: 'idle', error: null }

describe('user slice', () => {
  it('starts with no request made and no e-mail sent', () => {
    expect(initial).toEqual({ login: idle, signUp: idle, passwordReset: idle })
    expect(selectIsEmailSent({ user: initial })).toBe(false)
  })

  it('makes only the requested operation pending', () => {
    const loggingIn = reduce(initial, a.loginRequested({ email: 'a', password: 'b' }))
    expect(loggingIn).toEqual({
      login: { status: 'pending', error: null },
      signUp: idle,
      passwordReset: idle,
    })
    const signingUp = reduce(
      initial,
      a.signUpRequested({ email: 'a', password: 'b', userName: 'c' }),
    )
    expect(signingUp).toMatchObject({ login: idle, signUp: { status: 'pending' } })
  })

  it('keeps each request’s error to itself: a failed login is not the sign-up’s', () => {
    const failed = reduce(
      reduce(initial, a.loginRequested({ email: 'a', password: 'b' })),
      a.loginFailed(error),
    )
    expect(failed).toEqual({
      login: { status: 'failed', error },
      signUp: idle,
      passwordReset: idle,
    })
    const signedUp = reduce(failed, a.signUpSucceeded())
    expect(signedUp.signUp).toEqual({ status: 'succeeded', error: null })
    expect(signedUp.login.error).toBe(error)
  })

  it('clears a request’s error when it is made again, and when it succeeds', () => {
    const failed = reduce(initial, a.loginFailed(error))
    expect(reduce(failed, a.loginRequested({ email: 'a', password: 'b' })).login.error).toBeNull()
    expect(reduce(failed, a.loginSucceeded()).login).toEqual({ status: 'succeeded', error: null })
  })

  it('marks the e-mail as sent when a password reset succeeds', () => {
    const asked = reduce(initial, a.passwordResetRequested({ email: 'kari@example.no' }))
    expect(asked.passwordReset.status).toBe('pending')
    expect(selectIsEmailSent({ user: asked })).toBe(false)
    const sent = reduce(asked, a.passwordResetSucceeded())
    expect(sent.passwordReset).toEqual({ status: 'succeeded', error: null })
    expect(selectIsEmailSent({ user: sent })).toBe(true)
  })

  it('keeps the error of a failed password reset', () => {
    const failed = reduce(initial, a.passwordResetFailed(error))
    expect(failed.passwordReset).toEqual({ status: 'failed', error })
    expect(selectIsEmailSent({ user: failed })).toBe(false)
  })
})
