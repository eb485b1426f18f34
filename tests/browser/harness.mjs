// Shared set-up for browser tests: the built site served on a free port, the partner API
// stand-in, and pages of the worker's Chromium (./fixtures.mjs) as a visitor opens them.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { FAULT_COOKIE, faultCookieValue } from '../../partner-api/faults.mjs'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'
import { until } from '../support/until.mjs'
import { closeSoon, launchBrowser, PARTNER_API, PARTNER_SERVER, test } from './fixtures.mjs'

// The test build's programme clock (package.json "config"), so that pages see the same
// "now" the build did, whatever day the tests run.
const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url)))
export const PROGRAMME_NOW = new Date(pkg.config.programmeNow)

export { CHROMIUM_PATH, launchBrowser, PARTNER_API, PARTNER_SERVER, test, until, waitForHydration }

export const startSite = async (root = 'public') => {
  const server = createSiteServer({ root })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.server.address()
  // "localhost", not 127.0.0.1: Gatsby registers its service worker only on localhost or
  // HTTPS, and the partner API stand-in (also on localhost) shares cookies with it.
  return { origin: `http://localhost:${port}`, close: () => server.close() }
}

/** The partner API stand-in with fresh demo data, answering only the given site origins,
 * on the test builds' programme clock (its catalogue, checkout and demo tickets where the
 * builds put the programme). stop() and start() let a test take it away and bring it
 * back; setMinutesLater() moves its time as openPage's minutesLater moves the browser's. Its
 * faults are set per page (partnerFaults below), so that a test's reach no other test's. */
export const startPartnerApi = async (allowedOrigins) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-api-'))
  let server
  const start = async () => {
    server = createPartnerApi({
      dataDir,
      allowedOrigin: allowedOrigins.join(','),
      faultSwitch: true,
      programme: { now: PROGRAMME_NOW },
    })
    try {
      await server.listen({ port: Number(PARTNER_SERVER.port), host: PARTNER_SERVER.hostname })
    } catch (error) {
      throw error.code === 'EADDRINUSE'
        ? new Error(
            `Port ${PARTNER_SERVER.port} is taken; a browser test worker runs the partner API there. ` +
              'Stop whatever uses it (another test run?) and try again.',
          )
        : error
    }
  }
  // Fastify closes every connection, hanging ones included (server-common/fastify-app.mjs).
  const stop = () => server.close()
  await start()
  return {
    start,
    stop,
    setMinutesLater: async (minutes) => {
      const res = await fetch(new URL('/__clock', PARTNER_SERVER), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: new Date(PROGRAMME_NOW.getTime() + minutes * 60_000) }),
      })
      if (!res.ok) throw new Error(`The clock switch refused ${minutes} minutes`)
    },
    close: async () => {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// How openPage makes its pages; a file's siteAndBrowser sets it for the file's tests and
// puts it back after them (a worker runs one file after another, in one process).
const DEFAULTS = { serviceWorker: true, tabs: false, site: null }
const defaults = { ...DEFAULTS }

/** Starts the served site and the partner API stand-in before a test file's tests, and
 * stops them after: each file meets fresh demo data. Returns an object whose site,
 * partnerApi and browser (the worker's) fields are set once the tests run. Two settings for a file whose tests are not about
 * what they change, each measured per page load of /, /kino and a film page:
 * - serviceWorker: false. The worker installs after a context's first load and controls
 *   none of what such a test reads, yet its install (every part's code, 38 files) costs
 *   about 0.6 s of processor per context, a third of the load. The worker's own tests
 *   (offline, pocket, shared-computer, navigation, old-build and the publish path) keep it.
 * - tabs: true. The file's pages are tabs of one context per set of options, opened one
 *   after another, as a returning visitor's: each starts with no cookies, empty local
 *   storage and its own session storage, and shares the HTTP cache (routing, where a test
 *   uses it, bypasses that) and a renderer process: a tab kept open on the site's
 *   robots.txt holds one, which the next tab of the site is opened in. Per load of / or
 *   /kino, a fresh context cost 1.4 s of processor, a tab 0.8 s; without the kept tab, a
 *   tab cost as much as a fresh context (its new renderer process is most of the cost).
 *   Files that measure a first visit (first-screen, images, first-paint), read what a page
 *   fetches, or change the context itself, keep a context per page. */
export const siteAndBrowser = ({ root = 'public', serviceWorker = true, tabs = false } = {}) => {
  const shared = {}
  test.beforeAll(async ({ browser }) => {
    Object.assign(defaults, { serviceWorker, tabs })
    shared.site = await startSite(root)
    defaults.site = shared.site.origin
    shared.partnerApi = await startPartnerApi([shared.site.origin])
    shared.browser = browser
  })
  test.afterAll(async () => {
    await closeTabs(shared.browser)
    Object.assign(defaults, DEFAULTS)
    await shared.partnerApi?.close()
    await shared.site?.close()
  })
  return shared
}

/** The partner's faults for one page's browser context alone (partner-api/faults.mjs: the
 * partner-faults cookie): its requests meet them, and no other page's do. */
export const partnerFaults = (page) => ({
  set: (faults) =>
    page
      .context()
      .addCookies([
        { name: FAULT_COOKIE, value: faultCookieValue(faults), url: PARTNER_API.origin },
      ]),
  clear: () => page.context().clearCookies({ name: FAULT_COOKIE }),
})

/** A served directory that a test switches from one build to another, as a deploy does:
 * a symlink replaced in one atomic rename. */
export const deployableRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'))
  const live = path.join(dir, 'site')
  let n = 0
  const deploy = (build) => {
    const next = path.join(dir, `next-${(n += 1)}`)
    fs.symlinkSync(path.resolve(build), next)
    fs.renameSync(next, live)
  }
  return { live, deploy, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** page.waitForFunction, its predicate checked every 100 ms. Playwright's default checks it
 * on every animation frame, which keeps Chromium drawing frames for as long as the wait
 * lasts. What it saves is small and not proven: three of four side-by-side comparisons
 * favour it, by up to 6 %, none beyond the noise. Options override it.
 *
 * An async predicate (caches, IndexedDB, the worker) is checked from here instead, one
 * evaluation after another: Playwright's waitForFunction takes the promise it returns for
 * the answer (a promise is truthy), so it stopped at the first check whatever that found. */
export const waitUntil = async (page, predicate, arg = null, options = {}) => {
  const { polling = 100, timeout = 30_000 } = options
  if (predicate.constructor.name !== 'AsyncFunction')
    return page.waitForFunction(predicate, arg, { ...options, polling })
  const failed = () =>
    new Error(`waitUntil: not true within ${timeout} ms: ${String(predicate).slice(0, 200)}`)
  let timer
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(failed()), timeout)))
  try {
    for (;;) {
      // A check that never settles (a worker never ready) fails at the deadline too.
      const answer = await Promise.race([page.evaluateHandle(predicate, arg), late])
      if (await answer.jsonValue()) return answer
      await answer.dispose()
      await Promise.race([new Promise((resolve) => setTimeout(resolve, polling)), late])
    }
  } finally {
    clearTimeout(timer)
  }
}

/** `promise`, or a failure naming `what` if it has not settled within `ms`: for an event a
 * test waits for that would otherwise never come and hang the file. */
export const within = (promise, ms, what) => {
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not within ${ms} ms: ${what}`)), ms)
    timer.unref() // a promise no test awaits any more keeps no file running
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** How long a slow network or server holds something back, in a test that plays one. Not a
 * way to wait: what the test then checks, it waits for as a state. */
export const slowNetwork = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

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

/** Resolves once the service worker is active and controls the page. */
export const swControls = (page) =>
  waitUntil(page, async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })

/** Total layout shift the page has had so far (the Layout Instability API). */
export const layoutShift = async (page) =>
  (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0)

/** Every layout shift of the page so far: its value and the class (or tag) of what moved. */
export const layoutShifts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            found.push({
              value: entry.value,
              moved: entry.sources.map((s) => s.node?.className || s.node?.nodeName),
            })
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(found), 300)
      }),
  )

/** A context of Chromium's with the visitor's settings: the cookie question answered
 * (refused everything) unless askConsent, and no service worker unless serviceWorker. */
const visitorContext = async (browser, options, { askConsent, serviceWorker, tabs }) => {
  const context = await browser.newContext(options)
  // A tab's first document starts from empty local storage, as a fresh context does.
  if (tabs)
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('cw-test-tab')) {
        localStorage.clear()
        sessionStorage.setItem('cw-test-tab', '1')
      }
    })
  // Registration that never settles: the site's code waits for it quietly (Playwright's
  // own blocking resolves to nothing, which the registration code logs as an error).
  if (!serviceWorker)
    await context.addInitScript(() => {
      if (self.ServiceWorkerContainer)
        ServiceWorkerContainer.prototype.register = () => new Promise(() => {})
    })
  if (!askConsent)
    await context.addInitScript(() => {
      if (!localStorage.getItem('cw-consent'))
        localStorage.setItem(
          'cw-consent',
          JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 0 }),
        )
    })
  return context
}

// A file's contexts for tabs, by browser and options.
const tabContexts = new WeakMap()

/** Closes a file's contexts for tabs: the next file of the worker starts with none. */
const closeTabs = async (browser) => {
  const contexts = browser && tabContexts.get(browser)
  if (!contexts) return
  tabContexts.delete(browser)
  await Promise.all([...contexts.values()].map(async (made) => (await made).context.close()))
}

/** A new tab of the file's context with these options: the tab before it closed, and the
 * context's cookies cleared. */
const newTab = async (browser, options, settings) => {
  const contexts = tabContexts.get(browser) ?? new Map()
  tabContexts.set(browser, contexts)
  const key = JSON.stringify([options, settings])
  if (!contexts.has(key)) contexts.set(key, tabContext(browser, options, settings))
  const { context, keeper } = await contexts.get(key)
  await Promise.all(context.pages().map((open) => open !== keeper && open.close()))
  await context.clearCookies()
  return context.newPage()
}

/** A context for tabs, with a tab of its own kept open on a file of the site's: Chromium
 * then opens the site's next tab in that tab's renderer process, not in a new one. */
const tabContext = async (browser, options, settings) => {
  const context = await visitorContext(browser, options, settings)
  const keeper = await context.newPage()
  await keeper.goto(`${defaults.site}/robots.txt`)
  return { context, keeper }
}

/** A page whose clock reads the programme's "now" (optionally later by some minutes).
 * The visitor has already answered the cookie question (refused everything), so that the
 * consent dialog does not cover what a test looks at; askConsent gives a first visit, in a
 * context of its own. */
export const openPage = async (
  browser,
  options = {},
  {
    minutesLater = 0,
    askConsent = false,
    serviceWorker = defaults.serviceWorker,
    tabs = defaults.tabs && !askConsent,
  } = {},
) => {
  const settings = { askConsent, serviceWorker, tabs }
  let page
  if (tabs) page = await newTab(browser, options, settings)
  else {
    // A context of its own, closed with the page.
    const context = await visitorContext(browser, options, settings)
    page = await context.newPage()
    page.once('close', () => closeSoon(context))
  }
  await page.clock.setFixedTime(new Date(PROGRAMME_NOW.getTime() + minutesLater * 60_000))
  // A slow phone's processor, on request (docs/testing.md): races between a test and the page show
  // here long before they show on a slow CI machine.
  const slowdown = Number(process.env.BROWSER_TESTS_CPU_SLOWDOWN ?? 1)
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  }
  return page
}

/** Waits until React has hydrated the element: a part in load-later's 'hydrate-later' mode
 * gets its code after the page has hydrated, and a press before that does nothing (React
 * does not replay it) unless the control keeps it (src/components/ui/early-presses.tsx).
 * React keeps the element's props under a key of its own on it. */
export const waitUntilLive = (locator) =>
  locator.evaluate(
    (element) =>
      new Promise((resolve) => {
        const live = () => Object.keys(element).some((key) => key.startsWith('__reactProps'))
        const check = () => (live() ? resolve() : setTimeout(check, 20))
        check()
      }),
  )

/** Page errors and failed console messages fail the test that reads them. */
export const watchErrors = (page) => {
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

/** The partner 118 demo member (README). */
export const KARI = { email: 'kari@example.no', password: 'Kinoklubb118' }

/** The member's stored profile as the page holds it (JSON, or null): in the window's
 * sessionStorage, or in localStorage for a member who asked to be remembered. */
export const storedProfile = (page) =>
  page.evaluate(
    () => sessionStorage.getItem('cw-profile-new') ?? localStorage.getItem('cw-profile-new'),
  )

/** Fills in and sends the film club's login form on the current page. */
export const logIn = async (page, { email, password }) => {
  await page.getByLabel('E-postadresse').fill(email)
  await page.getByLabel('Passord').fill(password)
  await page.getByRole('button', { name: 'Logg inn' }).click()
}

/** Draws a ticket's QR code on a canvas in the page and reads it with a real decoder. */
export const scanQr = async (locator) => {
  const { width, height, data } = await locator.evaluate(async (svg) => {
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 360
    const context = canvas.getContext('2d')
    context.drawImage(image, 0, 0, 360, 360)
    const pixels = context.getImageData(0, 0, 360, 360)
    return { width: 360, height: 360, data: Array.from(pixels.data) }
  })
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null
}

// WCAG 2.2 AA, which the site holds (2.1 AA is the legal floor): 2.2 adds target size.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

// axe-core itself, run in the page. @axe-core/playwright's analyze() took 1.7–2.0 s for a
// page that axe checks in 0.4 s: it opens a new page in the context for each check (to
// merge the frames' results) and sends the 560 KB script twice.
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** What axe-core finds against WCAG 2.2 AA on the page as it is now, one line per rule with
 * the elements it names (empty when it finds nothing). axe is put once into each document
 * and each of its frames, as @axe-core/playwright's legacy mode does. */
export const wcagViolations = async (page) => {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof window.axe === 'undefined'))
        await frame.evaluate(AXE_SOURCE)
    } catch {
      // a frame that went away while the page loaded
    }
  }
  const violations = await page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    WCAG_22_AA,
  )
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** The words of the elements' text that run over two lines, broken at a letter (a word's
 * range has one box per line it takes). Hyphens, dashes and slashes are breaks of their own. */
export const wordsOverTwoLines = (locator) =>
  locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const node = walker.currentNode
        for (const word of node.textContent.matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (lines.size > 1) broken.push(word[0])
        }
      }
      return broken
    }),
  )

/** A visit to a path of the served site, done once React has hydrated the page. */
export const visitorOf = (shared) => async (page, path) => {
  await page.goto(`${shared.site.origin}${path}`)
  await waitForHydration(page)
}

/** The header's «Meny» (phone) or «Mer» (desktop) disclosure button: a <summary>, which
 * has no ARIA role of its own (screen readers call it a button). */
export const menuButton = (page) => page.locator('nav[aria-label="Hovedmeny"] summary')

/** Opens the header's «Søk» and gives its field. */
export const headerSearchField = async (page) => {
  // A searchbox until its first focus loads the results as you type, a combobox after.
  const field = page.getByLabel('Søk i program, sider og artikler', { exact: true })
  if (!(await field.isVisible())) await page.locator('header summary', { hasText: 'Søk' }).click()
  return field
}

/** Opens the header's «Søk», then searches for the text as a visitor does. */
export const searchFromHeader = async (page, text) => {
  await (await headerSearchField(page)).fill(text)
  await page.keyboard.press('Enter')
}

/** The header menu's labels as the page shows them at its width, in page order: the bar's
 * links and then the panel's, each item once (the other copy is display: none). */
export const headerMenuLabels = (page) =>
  page.$$eval('nav[aria-label="Hovedmeny"] li a', (links) =>
    links
      .filter((a) => {
        for (let e = a; e && e.tagName !== 'NAV'; e = e.parentElement)
          if (getComputedStyle(e).display === 'none') return false
        return true
      })
      .map((a) => a.childNodes[0].textContent.trim()),
  )
