// The code of the parts that load later (load-later.tsx), fetched ahead. A module of its
// own, without load-later's components, so that the app's entry (gatsby-browser) can start
// it without taking those into every page's first bundle.
/** Every later part's code fetch (load-later.tsx adds each as it is made). */
export const laterParts = new Set<() => unknown>()

/**
 * Fetches the code of every later part ahead, so that a page opened from a link renders
 * whole at once instead of showing its later parts as nothing until their code arrives (a
 * client-side navigation renders them, with no build HTML to keep): when the visitor first
 * acts on the page (a press, a key, a touch), or when the browser is idle a few seconds
 * after the page has loaded, whichever comes first. Not during the load: the code would
 * compete with the page's own. The service worker has kept this code on a later visit.
 */
export const preloadLaterParts = (target: Window) => {
  let done = false
  const preload = () => {
    if (done) return
    done = true
    for (const event of FIRST_USE) target.removeEventListener(event, preload, true)
    for (const fetch of laterParts) fetch()
  }
  for (const event of FIRST_USE) target.addEventListener(event, preload, true)
  const whenIdle = () =>
    target.setTimeout(() => {
      if (typeof target.requestIdleCallback === 'function')
        target.requestIdleCallback(preload, { timeout: 2000 })
      else preload()
    }, IDLE_AFTER_LOAD_MS)
  if (target.document.readyState === 'complete') whenIdle()
  else target.addEventListener('load', whenIdle, { once: true })
}
const IDLE_AFTER_LOAD_MS = 3000
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart'] as const
