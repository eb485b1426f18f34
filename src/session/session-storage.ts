// The member's profile in localStorage (SPEC sections 3 and 9). It is read under
// cw-profile-new, or under the earlier key cw-profile and then moved. Anything that is not
// a profile with a token (corrupt JSON, another app's data) means an anonymous visitor.
// Every function is safe to call during the build, where there is no window.
import { localStore } from '../client/local-storage'
import type { UserProfile } from './session'

export const PROFILE_KEY = 'cw-profile-new'
export const LEGACY_PROFILE_KEY = 'cw-profile'

const parseProfile = (text: string | null): UserProfile | null => {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object') return null
    const { userName, email, token } = value as Record<string, unknown>
    if (typeof token !== 'string' || !token) return null
    return {
      userName: typeof userName === 'string' ? userName : '',
      email: typeof email === 'string' ? email : '',
      token,
    }
  } catch {
    return null
  }
}

export const saveProfile = (profile: UserProfile) => {
  try {
    localStore()?.setItem(PROFILE_KEY, JSON.stringify(profile))
  } catch {
    // full or disabled: the member stays logged in for this visit only
  }
}

export const readProfile = (): UserProfile | null => {
  const store = localStore()
  if (!store) return null
  const current = parseProfile(store.getItem(PROFILE_KEY))
  if (current) return current
  const legacy = parseProfile(store.getItem(LEGACY_PROFILE_KEY))
  if (legacy) {
    saveProfile(legacy)
    store.removeItem(LEGACY_PROFILE_KEY)
  }
  return legacy
}

export const clearProfile = () => {
  const store = localStore()
  store?.removeItem(PROFILE_KEY)
  store?.removeItem(LEGACY_PROFILE_KEY)
}
