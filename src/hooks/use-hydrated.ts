import { useEffect, useState } from 'react'

/** False in the build's HTML and on the first (hydrating) render, true after it, so that
 * client-only parts appear without a hydration mismatch. */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
