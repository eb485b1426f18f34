// The current time, but only once the page runs in a browser: during the build and the
// hydrating render it is null, so server HTML and hydration agree. A layout effect sets it
// before the browser paints, so a client-side navigation never flashes past showings.
import { useState } from 'react'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

export const useNow = (intervalMs = 60_000): number | null => {
  const [now, setNow] = useState<number | null>(null)
  useBrowserLayoutEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
