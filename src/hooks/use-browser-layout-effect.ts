import { useEffect, useLayoutEffect } from 'react'

/** A layout effect in the browser (it runs before the paint); the build's render runs none. */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
