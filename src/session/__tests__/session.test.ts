import sessionSlice, { selectIsMember, selectToken, sessionActions as a } from '../session'

const reduce = sessionSlice.reducer
const initial = reduce(undefined, { type: 'init' })
const profile = { userName: 'Kari', email: 'kari@example.no', token: 't-1' }

describe('session slice', () => {
  it('starts anonymous, with the stored profile not yet read', () => {
    expect(initial).toEqual({
      userProfile: null,
      profileStatus: 'idle',
      logoutIncomplete: false,
      sessionEnded: false,
      idleWarning: false,
      timedOut: false,
    })
    expect(selectIsMember({ session: initial })).toBe(false)
  })

  it('reads the stored profile and stays anonymous when none is stored', () => {
    const asking = reduce(initial, a.profileRequested())
    expect(asking.profileStatus).toBe('pending')
    expect(reduce(asking, a.profileNotFound())).toMatchObject({
      userProfile: null,
      profileStatus: 'succeeded',
    })
  })

  it('replaces the profile with a stored one, making the visitor a member with a token', () => {
    const state = reduce(reduce(initial, a.profileRequested()), a.profileStored(profile))
    expect(state).toMatchObject({ userProfile: profile, profileStatus: 'succeeded' })
    expect(selectIsMember({ session: state })).toBe(true)
    expect(selectToken({ session: state })).toBe('t-1')
  })

  it('forgets the member on logout', () => {
    const out = reduce(reduce(initial, a.profileStored(profile)), a.loggedOut())
    expect(out.userProfile).toBeNull()
    expect(selectToken({ session: out })).toBeNull()
  })

  it('remembers that the partner did not confirm a logout, until the next logout', () => {
    const unconfirmed = reduce(reduce(initial, a.loggedOut()), a.serverLogoutFailed())
    expect(unconfirmed.logoutIncomplete).toBe(true)
    expect(reduce(unconfirmed, a.loggedOut()).logoutIncomplete).toBe(false)
  })
})
