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
