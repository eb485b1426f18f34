// The current time, but only once the page runs in a browser: during the build and the
// hydrating render it is null, so server HTML and hydration agree. A layout effect sets it
// before the browser paints, so a client-side navigation never flashes past showings.
// While the page first hydrates, the build's HTML is already on screen with the showings
// that have begun hidden by the head script (HideShowings), so the time's render can wait:
// it goes in a transition, which React renders in slices after the hydration's commit.
// Set at once, it re-rendered every list that reads the time inside that commit's task:
// one task of 50–140 ms on a phone (4× CPU), which Lighthouse counts as blocking time.
import { startTransition, useState } from 'react'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

export const useNow = (intervalMs = 60_000): number | null => {
  const [now, setNow] = useState<number | null>(null)
  useBrowserLayoutEffect(() => {
    const tick = () => setNow(Date.now())
    // gatsby-browser marks <html data-hydrated> once the first hydration has committed.
    if (document.documentElement.dataset.hydrated === 'true') tick()
    else startTransition(tick)
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
