// The current time, but only once the page runs in a browser: during the build and the
// hydrating render it is null, so server HTML and hydration agree. A layout effect sets it
// before the browser paints, so a client-side navigation never flashes past showings.
// Where the part hydrates, the build's HTML is already on screen with the showings that
// have begun hidden by the head script (HideShowings), so the time's render can wait: it
// goes in a transition, which React renders in slices after the hydration's commit
// (built-html.ts). Set at once, it re-rendered every list that reads the time inside that
// commit's task: one task of 50–140 ms on a phone (4× CPU), which Lighthouse counts as
// blocking time.
import { useState } from 'react'
import { firstUpdate, useBuiltHtml } from './built-html'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

export const useNow = (intervalMs = 60_000): number | null => {
  const [now, setNow] = useState<number | null>(null)
  const builtHtml = useBuiltHtml()
  useBrowserLayoutEffect(() => {
    const tick = () => setNow(Date.now())
    firstUpdate(builtHtml, tick)
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, builtHtml])
  return now
}
