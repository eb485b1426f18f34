import userSlice, { selectIsMember, userActions as a } from '../slice'

const reduce = userSlice.reducer
const initial = reduce(undefined, { type: 'init' })
const profile = { userName: 'Kari', email: 'kari@example.no', token: 't-1' }
const error = { status: 401, message: 'Feil e-post eller passord' }

describe('user slice', () => {
  it('starts anonymous, not loading, with no e-mail sent', () => {
    expect(initial).toEqual({
      userProfile: null,
      loading: false,
      error: null,
      isEmailSent: false,
      logoutIncomplete: false,
    })
    expect(selectIsMember({ user: initial })).toBe(false)
  })

  it('sets loading on a profile request and stays anonymous when none is stored', () => {
    const asking = reduce(initial, a.profileRequested())
    expect(asking.loading).toBe(true)
    expect(reduce(asking, a.profileNotFound())).toMatchObject({ userProfile: null, loading: false })
  })

  it('sets loading on a login or sign-up request', () => {
    expect(reduce(initial, a.loginRequested({ email: 'a', password: 'b' })).loading).toBe(true)
    expect(
      reduce(initial, a.signUpRequested({ email: 'a', password: 'b', userName: 'c' })).loading,
    ).toBe(true)
  })

  it('replaces the profile with a stored one, making the visitor a member', () => {
    const state = reduce({ ...initial, loading: true, error }, a.profileStored(profile))
    expect(state).toMatchObject({ userProfile: profile, loading: false, error: null })
    expect(selectIsMember({ user: state })).toBe(true)
  })

  it('keeps the error of a failed login or sign-up, and clears it on request', () => {
    const failed = reduce({ ...initial, loading: true }, a.loginFailed(error))
    expect(failed).toMatchObject({ error, loading: false })
    expect(reduce(initial, a.signUpFailed(error)).error).toEqual(error)
    expect(reduce(failed, a.errorCleared()).error).toBeNull()
  })

  it('marks the e-mail as sent when a password reset succeeds, clearing any error', () => {
    const asked = reduce(
      { ...initial, error },
      a.passwordResetRequested({ email: 'kari@example.no' }),
    )
    expect(asked.loading).toBe(true)
    expect(reduce(asked, a.passwordResetSucceeded())).toMatchObject({
      isEmailSent: true,
      error: null,
      loading: false,
    })
  })

  it('keeps the error of a failed password reset', () => {
    expect(reduce(initial, a.passwordResetFailed(error))).toMatchObject({
      error,
      isEmailSent: false,
    })
  })

  it('forgets the member on logout', () => {
    expect(reduce(reduce(initial, a.profileStored(profile)), a.loggedOut())).toEqual(initial)
  })

  it('remembers that the partner did not confirm a logout, until the next logout', () => {
    const unconfirmed = reduce(reduce(initial, a.loggedOut()), a.serverLogoutFailed())
    expect(unconfirmed.logoutIncomplete).toBe(true)
    expect(reduce(unconfirmed, a.loggedOut()).logoutIncomplete).toBe(false)
  })
})
