import { WINDOW_SESSION_KEY } from '../../../client/local-storage'
import {
  clearProfile,
  IDLE_LIMIT_MS,
  isRemembered,
  LAST_ACTIVITY_KEY,
  LEGACY_PROFILE_KEY,
  noteActivity,
  PROFILE_KEY,
  readProfile,
  saveProfile,
} from '../../../session/session-storage'

const profile = { userName: 'Kari', email: 'kari@example.no', token: 'mt-1' }

beforeEach(() => localStorage.clear())

describe('profile storage', () => {
  it('keeps a profile for this window only, unless the member asked to be remembered', () => {
    saveProfile(profile)
    expect(JSON.parse(sessionStorage.getItem(PROFILE_KEY)!)).toEqual(profile)
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(readProfile()).toEqual(profile)
    expect(isRemembered()).toBe(false)

    saveProfile(profile, { remember: true })
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(profile)
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(sessionStorage.getItem(WINDOW_SESSION_KEY)).toBeNull()
    expect(readProfile()).toEqual(profile)
    expect(isRemembered()).toBe(true)
  })

  it('forgets a window session after 30 minutes without activity, even in a restored tab', () => {
    const start = Date.parse('2026-11-27T12:00:00Z')
    jest.spyOn(Date, 'now').mockReturnValue(start)
    saveProfile(profile)
    expect(readProfile(start + IDLE_LIMIT_MS - 1000)).toEqual(profile)
    noteActivity(start + 10 * 60_000)
    expect(readProfile(start + 10 * 60_000 + IDLE_LIMIT_MS - 1000)).toEqual(profile)
    expect(readProfile(start + 10 * 60_000 + IDLE_LIMIT_MS + 1000)).toBeNull()
    for (const key of [PROFILE_KEY, WINDOW_SESSION_KEY, LAST_ACTIVITY_KEY])
      expect(sessionStorage.getItem(key)).toBeNull()
    jest.restoreAllMocks()
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

  it('forgets the profile on logout, wherever it was kept', () => {
    saveProfile(profile)
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    localStorage.setItem(LEGACY_PROFILE_KEY, JSON.stringify(profile))
    clearProfile()
    expect(readProfile()).toBeNull()
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })
})
