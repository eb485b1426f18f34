// The browser's localStorage and sessionStorage, or null where there is none: during the
// build (no window) or when the browser has storage switched off. Callers treat null as
// "nothing stored".
const storage = (which: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[which]
  } catch {
    return null // storage disabled by the browser
  }
}

export const localStore = () => storage('localStorage')

/** Storage for this visit: it ends when the tab is closed. */
export const sessionStore = () => storage('sessionStorage')

/** Set in this window's sessionStorage while a member is logged in without «Husk meg». */
export const WINDOW_SESSION_KEY = 'cw-window-session'

/**
 * Where a member's data on this device is kept (the profile, the copies of tickets and the
 * watch list, the showings seen): this window's sessionStorage when the member did not ask
 * to be remembered (the default: on a shared computer, such as the library's, the browser
 * forgets it when the window closes), else localStorage. With no member logged in in this
 * window, a visitor's own data stays in localStorage.
 */
export const memberStore = () =>
  sessionStore()?.getItem(WINDOW_SESSION_KEY) ? sessionStore() : localStore()

/** Removes keys from both stores: what a member leaves when logging out. */
export const removeEverywhere = (...keys: string[]) => {
  for (const store of [localStore(), sessionStore()])
    for (const key of keys)
      try {
        store?.removeItem(key)
      } catch {
        // storage disabled: nothing was kept there
      }
}
