// The cookie band lies over the bottom of the page, so it must never hide what has keyboard
// focus (WCAG 2.2, 2.4.11). Its height, kept current here, is the page's scroll padding
// (the browser scrolls a focused element clear of it) and the body's bottom padding (so that
// the page's last links can scroll clear of it too); GlobalStyle reads the variable.
import { useEffect, type RefObject } from 'react'

export const OBSCURED_BOTTOM = '--samtykke-hoyde'

export const useKeepFocusInView = (band: RefObject<HTMLElement>) => {
  useEffect(() => {
    const element = band.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty(OBSCURED_BOTTOM, `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(OBSCURED_BOTTOM)
    }
  }, [band])
}
