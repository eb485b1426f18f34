// A part of a page whose pictures wait until the part comes near the view. The browser's
// own loading="lazy" starts a picture long before it is in view (Chromium: 1250 px ahead
// on a fast connection, 2500 px on an unknown one), so on a phone's first view of /kino
// it fetched the poster row's posters, two screens below the programme. Inside this part
// a ContentImage draws its box in the picture's colour and no <img> (a visitor without
// JavaScript gets the picture from its <noscript>) until the part is within NEAR_MARGIN
// of the view; from then on its pictures are lazy as anywhere else, so the browser fetches
// the posters of a sideways row as they near its edge. The part's CSS gives its pictures
// their boxes (as the poster row's does), so nothing moves when they come.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

/** Half a screen above or below the view. */
export const NEAR_MARGIN = '50% 0px'

const PicturesHeld = createContext(false)

/** Whether the pictures here wait for their part to come near the view. */
export const usePicturesHeld = () => useContext(PicturesHeld)

type Props = { children: ReactNode; className?: string }

export const LoadWhenNear = ({ children, className }: Props) => {
  const ref = useRef<HTMLDivElement>(null)
  // Held in the build's HTML and in the first render that hydrates it, so the two agree.
  const [held, setHeld] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setHeld(false)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setHeld(false)
        observer.disconnect()
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className={className}>
      <PicturesHeld.Provider value={held}>{children}</PicturesHeld.Provider>
    </div>
  )
}
