// The member's profile on this device (SPEC sections 3 and 9: cw-profile-new, or the
// earlier cw-profile, which is then moved). Where it is kept is the member's choice at
// login: with «Husk meg», localStorage, as the SPEC has it; without it (the default), this
// window's sessionStorage, which the browser forgets when the window closes, and which
// lapses after IDLE_LIMIT_MS without activity (a tab restored later finds it lapsed). Every
// feature keeps the member's data where the profile is (client/local-storage.ts).
// Anything that is not a profile with a token (corrupt JSON, another app's data) means an
// anonymous visitor. Every function is safe to call during the build, where there is no
// window.
import {
  localStore,
  removeEverywhere,
  sessionStore,
  WINDOW_SESSION_KEY,
} from '../client/local-storage'
import type { UserProfile } from './session'

export const PROFILE_KEY = 'cw-profile-new'
export const LEGACY_PROFILE_KEY = 'cw-profile'
/** When a member of a window session last did anything here (ms since 1970). */
export const LAST_ACTIVITY_KEY = 'cw-last-activity'
/** A session that is not remembered ends after this long without activity. */
export const IDLE_LIMIT_MS = 30 * 60_000

const parseProfile = (text: string | null | undefined): UserProfile | null => {
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

/** Marks that the member of this window's session did something now. */
export const noteActivity = (now = Date.now()) => {
  try {
    if (sessionStore()?.getItem(WINDOW_SESSION_KEY))
      sessionStore()?.setItem(LAST_ACTIVITY_KEY, String(now))
  } catch {
    // disabled: the window's timer still ends the session
  }
}

/** How long this window's session has been idle, or null when it is remembered or none. */
export const idleFor = (now = Date.now()): number | null => {
  const session = sessionStore()
  if (!session?.getItem(WINDOW_SESSION_KEY)) return null
  const last = Number(session.getItem(LAST_ACTIVITY_KEY))
  return Number.isFinite(last) && last > 0 ? Math.max(0, now - last) : 0
}

/** Keeps the profile: remembered on this device, or for this window only. */
export const saveProfile = (profile: UserProfile, { remember = false } = {}) => {
  removeEverywhere(PROFILE_KEY, LEGACY_PROFILE_KEY, WINDOW_SESSION_KEY, LAST_ACTIVITY_KEY)
  try {
    if (remember) localStore()?.setItem(PROFILE_KEY, JSON.stringify(profile))
    else {
      sessionStore()?.setItem(WINDOW_SESSION_KEY, '1')
      sessionStore()?.setItem(PROFILE_KEY, JSON.stringify(profile))
      noteActivity()
    }
  } catch {
    // full or disabled: the member stays logged in for this visit only
  }
}

/** The stored profile: this window's (unless it has lapsed), or a remembered one. */
export const readProfile = (now = Date.now()): UserProfile | null => {
  const idle = idleFor(now)
  if (idle !== null) {
    if (idle < IDLE_LIMIT_MS) return parseProfile(sessionStore()?.getItem(PROFILE_KEY))
    clearProfile()
    return null
  }
  const store = localStore()
  if (!store) return null
  const current = parseProfile(store.getItem(PROFILE_KEY))
  if (current) return current
  const legacy = parseProfile(store.getItem(LEGACY_PROFILE_KEY))
  if (legacy) {
    saveProfile(legacy, { remember: true })
    store.removeItem(LEGACY_PROFILE_KEY)
  }
  return legacy
}

/** Whether the member asked to be remembered on this device. */
export const isRemembered = () => idleFor() === null

export const clearProfile = () =>
  removeEverywhere(PROFILE_KEY, LEGACY_PROFILE_KEY, WINDOW_SESSION_KEY, LAST_ACTIVITY_KEY)
