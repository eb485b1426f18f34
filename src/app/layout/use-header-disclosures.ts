// The header's disclosures («Meny»/«Mer» and «Søk») are <details>, which open and close
// without script and keep whatever state a visitor gave them before React arrived. With
// script: Escape closes the open one and, if focus was inside it, returns focus to its
// button; a press outside closes it; and so does moving to another page, since the header
// stays on screen through a client-side navigation.
import { useEffect, useRef, type RefObject } from 'react'
import { usePathname } from '../../components/page-context/PageLocation'

const openIn = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLDetailsElement>('details[open]'),
]

export const useHeaderDisclosures = (header: RefObject<HTMLElement>) => {
  const pathname = usePathname()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const root = header.current
      if (e.key !== 'Escape' || !root) return
      for (const details of openIn(root)) {
        const hadFocus = details.contains(document.activeElement)
        details.open = false
        if (hadFocus) details.querySelector('summary')?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      const root = header.current
      if (!root) return
      for (const details of openIn(root))
        if (!details.contains(e.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [header])

  // Only on a move to another page: what a visitor opened before hydration stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (header.current) for (const details of openIn(header.current)) details.open = false
  }, [header, pathname])
}
