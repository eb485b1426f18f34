// A 30 MB answer of the right shape from the partner, on each call a member makes from a
// form or min side: stopped with a message in seconds, and the page answers input
// throughout. It measures the page's longest task, so it runs with nothing beside it (two
// other browsers on the same cores make any task longer):
// test-runner: alone
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { KARI, openPage, siteAndBrowser, storedProfile, visitorOf } from './harness.mjs'
import { asMember, listCases } from './partner-cases.mjs'

const shared = siteAndBrowser()
const DESKTOP = { viewport: { width: 1280, height: 900 } }
const visit = visitorOf(shared)
afterEach(() => shared.partnerApi.clearFaults())

/** The longest task the page's main thread has run since it was asked to watch. */
const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.__longest = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longest = Math.max(window.__longest, entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })

describe('a 30 MB answer of the right shape', () => {
  const cases = [
    {
      name: 'login',
      call: 'login',
      act: async (page) => {
        await visit(page, '/kinoklubb')
        await page.getByLabel('E-postadresse').fill(KARI.email)
        await page.getByLabel('Passord').fill(KARI.password)
        return () => page.getByRole('button', { name: 'Logg inn', exact: true }).click()
      },
      alert: (page) => page.getByRole('alert'),
    },
    ...listCases.map((list) => ({
      name: list.name,
      call: list.call,
      act: async (page) => {
        await asMember(page)
        await visit(page, '/kinoklubb/min-side')
        await list.shown(page).waitFor()
        return () => page.reload()
      },
      alert: (page) =>
        page.locator(`section[aria-labelledby="${list.section}"]`).getByRole('alert'),
      shown: list.shown,
    })),
  ]
  for (const c of cases)
    it(`to ${c.name} is stopped with a message in seconds, and the page answers input throughout`, async () => {
      const page = await openPage(shared.browser, DESKTOP)
      const start = await c.act(page)
      await shared.partnerApi.setFaults({ [c.call]: { kind: 'huge' } })
      const started = Date.now()
      await start()
      await watchLongTasks(page)
      const alert = c.alert(page)
      await alert.waitFor({ timeout: 15_000 })
      const ms = Date.now() - started
      assert.match(await alert.innerText(), /var altfor stort, så vi stoppet det/)
      // Input is answered at once: a key press reaches the page within 100 ms.
      const echo = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const input = document.createElement('input')
            document.body.append(input)
            input.focus()
            const sent = performance.now()
            input.addEventListener('keydown', () => resolve(performance.now() - sent), {
              once: true,
            })
            input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
          }),
      )
      const longest = await page.evaluate(() => window.__longest)
      console.log(`${c.name}: message after ${ms} ms, longest task ${Math.round(longest)} ms`)
      assert.ok(longest < 100, `a task of ${Math.round(longest)} ms`)
      assert.ok(echo < 100)
      if (c.shown) await c.shown(page).waitFor()
      else assert.equal(await storedProfile(page), null)
      await page.close()
    })
})
