// What a browser test reads of a page beyond its locators: the worker, layout shifts,
// hydration of one element, frames, navigations and errors.

/** Resolves once the service worker is active and controls the page. */
export const swControls = (page) =>
  page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    },
    null,
    { polling: 100 },
  )

/** Every layout shift of the page so far: its value and the class (or tag) of what moved.
 * The entries come to the observer after two frames, once the page has drawn what it had. */
export const layoutShifts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = []
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            found.push({
              value: entry.value,
              moved: entry.sources.map((s) => s.node?.className || s.node?.nodeName),
            })
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords())
              found.push({
                value: entry.value,
                moved: entry.sources.map((s) => s.node?.className || s.node?.nodeName),
              })
            observer.disconnect()
            resolve(found)
          }),
        )
      }),
  )

/** Total layout shift the page has had so far (the Layout Instability API). */
export const layoutShift = async (page) =>
  (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0)

/** Resolves once the page has drawn two more frames: what an event changed in its own task,
 * its microtasks and its next frame has then happened. */
export const nextFrames = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

/** The page's top-level navigations from now on (a reload among them), as they start. */
export const navigationsOf = (page) => {
  const started = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      started.push(request.url())
  })
  return started
}

/** Waits until React has hydrated the element: a part in load-later's 'hydrate-later' mode
 * gets its code after the page has hydrated, and a press before that does nothing (React
 * does not replay it) unless the control keeps it (src/components/ui/early-presses.tsx).
 * React keeps the element's props under a key of its own on it. */
export const waitUntilLive = async (locator) => {
  const element = await locator.elementHandle()
  await locator
    .page()
    .waitForFunction(
      (node) => Object.keys(node).some((key) => key.startsWith('__reactProps')),
      element,
      { polling: 20 },
    )
  await element.dispose()
}

/** Page errors and failed console messages, for the test to read. */
export const watchErrors = (page) => {
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

/** How long a slow network or server holds something back, in a test that plays one. Not a
 * way to wait: what the test then checks, it waits for as a state. */
export const slowNetwork = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
