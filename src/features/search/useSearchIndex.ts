// Loads the search index, a static file next to the pages. It is not an API call, so it
// uses fetch rather than the partner API client, and keeps axios out of the search chunk.
import { useEffect, useState } from 'react'
import type { SearchDocument } from '../../contract'

export const SEARCH_INDEX_URL = '/search-index.json'

export type IndexState =
  { status: 'loading' } | { status: 'ready'; docs: SearchDocument[] } | { status: 'failed' }

export const useSearchIndex = (): IndexState => {
  const [state, setState] = useState<IndexState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    fetch(new URL(SEARCH_INDEX_URL, window.location.href))
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((docs: SearchDocument[]) => live && setState({ status: 'ready', docs }))
      .catch((error: Error) => {
        console.error('Failed to load the search index:', error.message)
        if (live) setState({ status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [])
  return state
}
