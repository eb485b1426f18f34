// A page built days before the visit: its day has ended, and the page's code brings it up
// to date. Nothing may move while it does: past showings are hidden before the first paint,
// and a schedule whose day has ended keeps its room until today's showings arrive. The
// build's clock is the test build's; the browser's is one, two or seven days later.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { layoutShifts, openPage, siteAndBrowser, waitForHydration } from './harness.mjs'

const shared = siteAndBrowser()
const DAY_MINUTES = 24 * 60

describe('a build days old', () => {
  for (const [name, viewport, routes] of [
    ['a phone', { width: 390, height: 844 }, ['/', '/kino', '/arrangementer']],
    ['a desktop', { width: 1280, height: 800 }, ['/']],
  ])
    for (const days of [1, 2, 7])
      it(`moves nothing on ${name} when it is ${days} day${days > 1 ? 's' : ''} old`, async () => {
        for (const route of routes) {
          const page = await openPage(
            shared.browser,
            { viewport },
            // Late morning: the build's day is over, today's showings are still to come.
            { minutesLater: days * DAY_MINUTES + 3 * 60 },
          )
          await page.goto(`${shared.site.origin}${route}`)
          await waitForHydration(page)
          await page.waitForLoadState('networkidle')
          const shifts = await layoutShifts(page)
          assert.deepEqual(shifts, [], `${route}: ${JSON.stringify(shifts)}`)
          // And the page did come up to date: the front page's schedule is on today.
          if (route === '/' && days < 7)
            assert.equal(
              await page
                .locator('[aria-label="Velg dag"] button[aria-pressed="true"] .name')
                .textContent(),
              'I dag',
            )
          await page.close()
        }
      })
})
