/* global requestAnimationFrame, requestIdleCallback -- these run in the page */
// A press on /kino, timed as the browser times it for INP: the Event Timing API's longest
// entry of the interaction (from the input to the next paint after its handlers), on a
// phone profile (CPU 4× slower through CDP, 390 × 844). Five presses a regular makes: a
// day chip, opening the filter panel, a filter box, «Per film», and a key in the header's
// search. The floor is the same presses on a page without scripts of its own (a button,
// a details element, a check box and a field), in the same browser; floor and page are
// measured in turn, three rounds, and each figure is the median.
import { chromium } from 'playwright-core'
import { CPU_SLOWDOWN, median, PHONE } from './phone-profile.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

const FLOOR = `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Gulvet</title></head><body>
<button id="dag" onclick="this.textContent += '.'">I morgen</button>
<details id="panel"><summary>Filtrer</summary><label><input type="checkbox" id="boks"> Synstolking</label></details>
<button id="visning" onclick="document.querySelector('p').textContent = 'Per film'">Per film</button>
<label>Søk <input id="sok" oninput="document.querySelector('p').textContent = this.value"></label><p></p>
</body></html>`

/** Keeps every Event Timing entry that belongs to an interaction. */
const instrument = () => {
  const entries = (globalThis.__interactions = [])
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) entries.push({ id: e.interactionId, name: e.name, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  if (!localStorage.getItem('cw-consent'))
    localStorage.setItem(
      'cw-consent',
      JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 0 }),
    )
}

const framesLater = (page, frames = 3) =>
  page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const step = (left) =>
          left ? requestAnimationFrame(() => setTimeout(() => step(left - 1), 0)) : resolve()
        step(n)
      }),
    frames,
  )

/** The longest Event Timing entry of what act does (its interactions' INP), in ms. An
 * interaction under 16 ms leaves no entry: it counts as 16. */
const timed = async (page, act) => {
  await page.evaluate(() => (globalThis.__interactions.length = 0))
  await act()
  // An entry is reported after the paint that ends it.
  await framesLater(page)
  const entries = await page.evaluate(() => globalThis.__interactions)
  return Math.max(16, ...entries.map((e) => e.duration))
}

const PRESSES = {
  site: {
    'a day chip': (page) =>
      page.getByRole('list', { name: 'Velg dag' }).getByRole('button').nth(1).click(),
    'opening the filter panel': (page) => page.locator('details[data-filters] summary').click(),
    'a filter box': (page) =>
      page.getByRole('group', { name: 'Tilgjengelighet' }).getByLabel('Synstolking').check(),
    '«Per film»': async (page) => {
      // The panel closed again, as a visitor would leave it before choosing a view.
      await page.locator('details[data-filters] summary').click()
      await page.getByRole('button', { name: 'Per film' }).click()
    },
    'a key in the search': async (page) => {
      await page.locator('header summary').filter({ hasText: 'Søk' }).click()
      const field = page.getByLabel('Søk i program, sider og artikler', { exact: true })
      await field.focus()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r)))
      return field
    },
  },
  floor: {
    'a day chip': (page) => page.locator('#dag').click(),
    'opening the filter panel': (page) => page.locator('#panel summary').click(),
    'a filter box': (page) => page.locator('#boks').check(),
    '«Per film»': (page) => page.locator('#visning').click(),
    'a key in the search': async (page) => page.locator('#sok'),
  },
}

/** Each press in order on a fresh page; a key in the search is the worst of typing
 * «parkering» a key at a time. */
const pressAll = async (browser, url, presses, route) => {
  const context = await browser.newContext(PHONE)
  await context.addInitScript(instrument)
  const page = await context.newPage()
  if (route) await page.route(url, route)
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r)))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const results = {}
  try {
    for (const [name, press] of Object.entries(presses)) {
      if (name !== 'a key in the search') {
        results[name] = await timed(page, () => press(page))
        continue
      }
      const field = await press(page)
      const keys = []
      for (const key of 'parkering') keys.push(await timed(page, () => field.press(key)))
      results[name] = Math.max(...keys)
    }
  } finally {
    await context.close()
  }
  return results
}

/** INP of each press on /kino of the build in publicDir and on the floor page, in turn for
 * a number of rounds; each the median over the rounds. */
export const interactions = async (publicDir, { port = 8000, rounds = 3 } = {}) => {
  const site = createSiteServer({ root: publicDir })
  await site.listen({ port, host: '127.0.0.1' })
  const browser = await chromium.launch(playwrightLaunchOptions())
  try {
    const runs = { floor: [], site: [] }
    for (let round = 0; round < rounds; round++) {
      runs.floor.push(
        await pressAll(browser, 'http://floor.test/', PRESSES.floor, (route) =>
          route.fulfill({ contentType: 'text/html', body: FLOOR }),
        ),
      )
      runs.site.push(await pressAll(browser, `http://localhost:${port}/kino`, PRESSES.site))
    }
    const over = (list) =>
      Object.fromEntries(Object.keys(PRESSES.site).map((k) => [k, median(list.map((r) => r[k]))]))
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      rounds,
      floor: over(runs.floor),
      site: over(runs.site),
      runs,
    }
  } finally {
    await browser.close()
    await site.close()
  }
}
