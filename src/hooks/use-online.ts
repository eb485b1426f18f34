// Whether the browser has a network (navigator.onLine), kept up to date by its online and
// offline events. The HTML is built online: the build and the first render say true.
import { useSyncExternalStore } from 'react'

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
