// The browser's localStorage, or null where there is none: during the build (no window)
// or when the browser has storage switched off. Callers treat null as "nothing stored".
export const localStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled by the browser
  }
}
