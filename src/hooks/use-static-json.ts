// Fetches a JSON file the build wrote next to the pages (the search index, the showings
// index) once the page runs. These are not API calls, so they use fetch rather than the
// partner API client, which keeps axios out of the chunks that read them.
import { useEffect, useState } from 'react'

export type StaticJsonState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

export const useStaticJson = <T>(path: string, what: string): StaticJsonState<T> => {
  const [state, setState] = useState<StaticJsonState<T>>({ status: 'loading' })
  useEffect(() => {
    let live = true
    // A visitor who leaves the page while the file loads stops the load: that is no fault.
    let leaving = false
    const leave = () => {
      leaving = true
    }
    window.addEventListener('pagehide', leave)
    fetch(new URL(path, window.location.href))
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((data: T) => live && setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (leaving) return
        console.error(`Failed to load ${what}:`, error.message)
        if (live) setState({ status: 'failed' })
      })
    return () => {
      live = false
      window.removeEventListener('pagehide', leave)
    }
  }, [path, what])
  return state
}
