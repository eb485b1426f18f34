import {
  clearProfile,
  LEGACY_PROFILE_KEY,
  PROFILE_KEY,
  readProfile,
  saveProfile,
} from '../../../session/session-storage'

const profile = { userName: 'Kari', email: 'kari@example.no', token: 'mt-1' }

beforeEach(() => localStorage.clear())

describe('profile storage', () => {
  it('stores the profile as JSON under cw-profile-new and reads it back', () => {
    saveProfile(profile)
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(profile)
    expect(readProfile()).toEqual(profile)
  })

  it('reads a profile stored under the earlier key cw-profile and moves it', () => {
    localStorage.setItem(LEGACY_PROFILE_KEY, JSON.stringify(profile))
    expect(readProfile()).toEqual(profile)
    expect(localStorage.getItem(LEGACY_PROFILE_KEY)).toBeNull()
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(profile)
  })

  it.each([
    ['corrupt JSON', '{"userName": "Kari", "tok'],
    ['JSON that is not an object', '"mt-1"'],
    ['another app’s data', '{"theme":"dark"}'],
    ['a profile without a token', '{"userName":"Kari","email":"kari@example.no","token":""}'],
    ['null', 'null'],
  ])('takes %s as an anonymous visitor', (_what, stored) => {
    localStorage.setItem(PROFILE_KEY, stored)
    expect(readProfile()).toBeNull()
  })

  it('forgets the profile on logout, under both keys', () => {
    saveProfile(profile)
    localStorage.setItem(LEGACY_PROFILE_KEY, JSON.stringify(profile))
    clearProfile()
    expect(readProfile()).toBeNull()
  })
})
