// Card lists ordered by showing stay in date order as days pass: on a build 1, 2 and 4 days
// old, every visible card's next showing comes after the one before it, from the first
// paint, and nothing moves on the way (no layout shift). A list its source sorts itself
// (/kommende-filmer, by premiere) keeps its order.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { layoutShifts, waitUntilLive } from './support/page.mjs'

test.use({ serviceWorker: false, tabs: true })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true }
const DESKTOP = { viewport: { width: 1440, height: 900 } }
const DAY = 24 * 60

/** The next showing each visible card shows, in the order the cards are seen. */
const shownStarts = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('ul[data-next-order] > li')]
      .filter((li) => li.offsetParent !== null)
      .map((li) => ({
        top: Math.round(li.getBoundingClientRect().top),
        left: Math.round(li.getBoundingClientRect().left),
        title: li.querySelector('h3, h2, a')?.textContent?.trim(),
        start: [...li.querySelectorAll('[data-start]')].find((t) => t.offsetParent !== null)
          ?.dataset.start,
      }))
      .sort((a, b) => a.top - b.top || a.left - b.left),
  )

const inOrder = (cards) => {
  const dated = cards.filter((c) => c.start).map((c) => Number(c.start))
  return dated.every((start, i) => i === 0 || dated[i - 1] <= start)
}

for (const [daysOld, route, options] of [
  [1, '/arrangementer', PHONE],
  [2, '/arrangementer', DESKTOP],
  [4, '/arrangementer', PHONE],
  [4, '/', DESKTOP],
  [2, '/babykino', PHONE],
]) {
  test.describe(`${route} from a build ${daysOld} days old`, () => {
    test('shows its cards in the order of their next showing, from the first paint, with nothing moving', async ({
      openPage,
      site,
    }) => {
      const page = await openPage(options, {
        minutesLater: daysOld * DAY + 10 * 60,
      })
      // Stop the page's code, to see the first paint as the HTML and the head script give it.
      await page.route(/\.js$/, (r) => r.abort())
      await page.goto(site.origin + route)
      const painted = await shownStarts(page)
      const dated = painted.filter((c) => c.start).length
      assert.ok(dated >= 2, `${dated} cards with a showing`)
      assert.ok(inOrder(painted), JSON.stringify(painted, null, 1))
      await page.unrouteAll({ behavior: 'wait' })
      await page.reload()
      await waitForHydration(page)
      // The lists' code comes after the page's (a hydrate-later part): until it has, the
      // head script's CSS order shows them in order; then the DOM is put in that order and
      // the CSS order goes (ProductionCards.tsx).
      for (const list of await page.locator('ul[data-next-order]').all()) await waitUntilLive(list)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('ul[data-next-order] > li')].every((li) => !li.style.order),
      )
      const live = await shownStarts(page)
      assert.ok(inOrder(live), JSON.stringify(live, null, 1))
      assert.deepEqual(
        live.map((c) => c.title),
        painted.map((c) => c.title),
        'the cards the code shows stand where the first paint put them',
      )
      // The DOM is in that order too, so focus and screen readers follow what is seen.
      const domOrder = await page.evaluate(() =>
        [...document.querySelectorAll('ul[data-next-order] > li')]
          .filter((li) => li.offsetParent !== null)
          .map((li) => li.querySelector('h3, h2, a')?.textContent?.trim()),
      )
      assert.deepEqual(
        domOrder,
        live.map((c) => c.title),
      )
      const shifts = await layoutShifts(page)
      assert.deepEqual(shifts, [], 'layout shifts')
      await page.close()
    })
  })
}
