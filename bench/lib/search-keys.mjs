/* global document, MutationObserver, requestAnimationFrame, requestIdleCallback -- these run in the page */
// The header's search as you type, timed on a phone profile (CPU 4× slower through CDP,
// 390 × 844): for each language, the field is focused on the programme page and its index
// left to load, then a query is typed a key at a time. Each key press is timed from the
// keydown to the paint after the results list has changed (a frame after the change, as
// the Event Timing API's duration runs to the next paint), and by the Event Timing API
// itself (the longest keydown/input entry of that key). The floor is the same key press in
// a plain field on a page without scripts, in the same browser: what any page costs here.
// Floor and languages are measured in turn, three rounds, and each figure is the median.
import { chromium } from 'playwright-core'
import { CPU_SLOWDOWN, median, PHONE } from './phone-profile.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

const QUERIES = { nb: ['parkering', 'maren bakke'], en: ['parking', 'opening hours'] }
const ROUTES = { nb: '/kino', en: '/en/kino' }
const LABELS = { nb: 'Søk i program, sider og artikler', en: 'Search the programme and pages' }
const FLOOR = `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Gulvet</title></head><body><label>Søk <input type="search"></label><ul></ul></body></html>`

/** Watches the page for what a key press costs: keydown to the paint after the list (the
 * listbox, or the floor's list) has changed, and the Event Timing entries. */
const instrument = () => {
  const state = (globalThis.__keys = { presses: [], events: [] })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'keydown' || e.name === 'input')
        state.events.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  document.addEventListener(
    'keydown',
    () => state.presses.push({ down: performance.now(), painted: null }),
    true,
  )
  new MutationObserver(() => {
    const press = state.presses[state.presses.length - 1]
    if (!press || press.painted !== null) return
    press.painted = 0
    requestAnimationFrame(() => setTimeout(() => (press.painted = performance.now()), 0))
    // The document, not its body: this runs before the body exists.
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

const typeAndTime = async (page, field, query) => {
  await field.fill('')
  await page.evaluate(() => {
    globalThis.__keys.presses.length = 0
    globalThis.__keys.events.length = 0
  })
  for (const key of query) {
    await field.press(key === ' ' ? 'Space' : key)
    // The list has changed and painted (or nothing changed for this key).
    await page.waitForFunction(
      () => {
        const last = globalThis.__keys.presses.at(-1)
        return last && last.painted !== 0
      },
      null,
      { timeout: 10_000 },
    )
  }
  // The last key's Event Timing entry comes after its paint: two frames more.
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
  return page.evaluate(() => {
    const { presses, events } = globalThis.__keys
    return presses.map((p, i) => {
      const until = presses[i + 1]?.down ?? Infinity
      const own = events.filter((e) => e.start >= p.down - 2 && e.start < until)
      return {
        toResults: p.painted ? p.painted - p.down : null,
        eventTiming: own.length ? Math.max(...own.map((e) => e.duration)) : 0,
      }
    })
  })
}

const measureLanguage = async (browser, origin, locale) => {
  const context = await browser.newContext(PHONE)
  await context.addInitScript(instrument)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${origin}${ROUTES[locale]}`)
  await page.waitForLoadState('networkidle')
  // The index and its code, loaded on the first focus (which opening the band gives).
  const loaded = page.waitForResponse((r) => r.url().includes('search-index.json'))
  await page
    .locator('header summary')
    .filter({ hasText: /Søk|Search/ })
    .click()
  const field = page.getByLabel(LABELS[locale], { exact: true })
  await field.focus()
  await loaded
  await page.waitForLoadState('networkidle')
  // The page builds the engine in an idle moment, as it has before a visitor's first key.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r)))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const presses = []
  for (const query of QUERIES[locale]) presses.push(...(await typeAndTime(page, field, query)))
  await context.close()
  const timed = presses.filter((p) => p.toResults !== null)
  return {
    presses: presses.length,
    medianToResultsMs: median(timed.map((p) => p.toResults)),
    worstToResultsMs: Math.max(...timed.map((p) => p.toResults)),
    medianEventMs: median(presses.map((p) => p.eventTiming)),
    worstEventMs: Math.max(...presses.map((p) => p.eventTiming)),
    perKey: presses.map((p) => Math.round(p.toResults ?? 0)),
  }
}

const measureFloor = async (browser) => {
  const context = await browser.newContext(PHONE)
  await context.addInitScript(instrument)
  const page = await context.newPage()
  await page.route('http://floor.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: FLOOR }),
  )
  await page.goto('http://floor.test/')
  // The floor's list changes with each key, as a results list would.
  await page.evaluate(() =>
    document.querySelector('input').addEventListener('input', (e) => {
      document.querySelector('ul').textContent = e.target.value
    }),
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const field = page.locator('input')
  const presses = await typeAndTime(page, field, 'parkering')
  await context.close()
  return {
    presses: presses.length,
    perKey: presses.map((p) => Math.round(p.toResults ?? 0)),
    medianToResultsMs: median(presses.map((p) => p.toResults ?? 0)),
    worstToResultsMs: Math.max(...presses.map((p) => p.toResults ?? 0)),
    medianEventMs: median(presses.map((p) => p.eventTiming)),
    worstEventMs: Math.max(...presses.map((p) => p.eventTiming)),
  }
}

/** The rounds of one measure as one: each figure the median over the rounds (a worst key
 * included, so that one stall of the machine in one round does not stand for the page). */
const overRounds = (rounds) => ({
  rounds: rounds.length,
  presses: rounds[0].presses,
  ...Object.fromEntries(
    ['medianToResultsMs', 'worstToResultsMs', 'medianEventMs', 'worstEventMs'].map((k) => [
      k,
      median(rounds.map((r) => r[k])),
    ]),
  ),
  perRound: rounds,
})

/** Key press to results, per language, and the floor, on the build in publicDir, in turn
 * for a number of rounds. */
export const searchKeys = async (publicDir, { port = 8000, rounds = 3 } = {}) => {
  const site = createSiteServer({ root: publicDir })
  await site.listen({ port, host: '127.0.0.1' })
  const browser = await chromium.launch(playwrightLaunchOptions())
  try {
    const origin = `http://localhost:${port}`
    const runs = { floor: [], nb: [], en: [] }
    for (let round = 0; round < rounds; round++) {
      runs.floor.push(await measureFloor(browser))
      runs.nb.push(await measureLanguage(browser, origin, 'nb'))
      runs.en.push(await measureLanguage(browser, origin, 'en'))
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      floor: overRounds(runs.floor),
      nb: overRounds(runs.nb),
      en: overRounds(runs.en),
    }
  } finally {
    await browser.close()
    await site.close()
  }
}
