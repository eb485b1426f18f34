// The code of the parts that load later (load-later.tsx), fetched ahead. A module of its
// own, without load-later's components, so that the app's entry (gatsby-browser) can start
// it without taking those into every page's first bundle.
import { afterNextPaint } from '../../client/after-paint'

/** Every later part's code fetch (load-later.tsx adds each as it is made). */
export const laterParts = new Set<() => unknown>()

/**
 * Fetches the code of every later part ahead, so that a page opened from a link renders
 * whole at once instead of showing its later parts as nothing until their code arrives (a
 * client-side navigation renders them, with no build HTML to keep): when the visitor first
 * acts on the page (a press, a key, a touch). Not during the load, where the code would
 * compete with the page's own, and not when the browser is idle either: running the parts'
 * code is one task of about 100 ms on a phone (4x throttled Chromium), which an idle
 * trigger 3 s after the load put inside the first five quiet seconds that Lighthouse's
 * Total Blocking Time counts (/kino's median TBT 281 ms with it, 57 ms without, in one
 * run; docs/performance.md). The service worker fetches the code into its cache after the
 * first load, so a press finds it on the device rather than on the network.
 */
export const preloadLaterParts = (target: Window) => {
  let done = false
  const preload = () => {
    if (done) return
    done = true
    for (const event of FIRST_USE) target.removeEventListener(event, preload, true)
    // After the press has painted: the parts' code runs as it arrives, and for code already
    // on the device that was inside the press (a phone's first press on /kino took 140 to
    // 250 ms to paint, 70 to 140 of them this; bench/lib/interactions.mjs).
    afterNextPaint(() => {
      for (const fetch of laterParts) fetch()
    })
  }
  for (const event of FIRST_USE) target.addEventListener(event, preload, true)
}
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart'] as const
