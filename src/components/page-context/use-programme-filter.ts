// The visitor's programme filter, from the URL (src/lib/programme-filter.ts). Null in the
// build's HTML and on the hydrating render, which must match that HTML: HideShowings has
// already applied the filter to it before paint. A layout effect then reads the URL (before
// the paint where React draws the part itself), and the filter follows every navigation
// (back and forward too).
import { useContext, useMemo, useState } from 'react'
import { FILTER_KEYS, wantedFilter, type WantedFilter } from '../../lib/programme-filter'
import { PageLocationContext } from './PageLocation'
import { firstUpdate, useBuiltHtml } from '../../hooks/built-html'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'

export const useProgrammeFilter = (): WantedFilter | null => {
  const { search } = useContext(PageLocationContext)
  const [ready, setReady] = useState(false)
  const builtHtml = useBuiltHtml()
  // In a transition where the part hydrates (built-html.ts), before the paint elsewhere.
  useBrowserLayoutEffect(() => firstUpdate(builtHtml, () => setReady(true)), [builtHtml])
  const wanted = useMemo(() => (ready ? wantedFilter(search, FILTER_KEYS) : null), [ready, search])
  const filtered = (wanted?.length ?? 0) > 0
  // The stylesheet's cue for "no match" under an emptied list (as HideShowings sets it).
  useBrowserLayoutEffect(() => {
    if (!ready) return
    document.documentElement.toggleAttribute('data-filtered', filtered)
    return () => document.documentElement.removeAttribute('data-filtered')
  }, [ready, filtered])
  return wanted
}
