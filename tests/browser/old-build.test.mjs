// A page built days before the visit: its day has ended, and the page's code brings it up
// to date. Nothing may move while it does: past showings are hidden before the first paint,
// and a schedule whose day has ended keeps its room until today's showings arrive. The
// build's clock is the test build's; the browser's is one, two or seven days later.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { layoutShifts } from './support/page.mjs'

const DAY_MINUTES = 24 * 60

test.describe('a build days old', () => {
  for (const [name, viewport, routes] of [
    ['a phone', { width: 390, height: 844 }, ['/', '/kino', '/arrangementer']],
    ['a desktop', { width: 1280, height: 800 }, ['/']],
  ])
    for (const days of [1, 2, 7])
      test(`moves nothing on ${name} when it is ${days} day${days > 1 ? 's' : ''} old`, async ({
        openPage,
        site,
      }) => {
        for (const route of routes) {
          const page = await openPage(
            { viewport },
            // Late morning: the build's day is over, today's showings are still to come.
            { minutesLater: days * DAY_MINUTES + 3 * 60 },
          )
          await page.goto(`${site.origin}${route}`)
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

// One clock for every time-aware part: at any age of the build, «Neste visning» is the
// first time in the film's list, the front page offers what /kino offers, and both open
// on the same day.
test.describe('every part of an old build agrees on what is next', () => {
  const PHONE = { viewport: { width: 390, height: 844 } }
  for (const days of [0, 3, 14])
    test(`${days} days after the build`, async ({ openPage, site }) => {
      // Late morning.
      const minutesLater = days * DAY_MINUTES + 3 * 60
      const page = await openPage(PHONE, { minutesLater })
      await page.goto(`${site.origin}/lysar-DXM20261008`)
      await waitForHydration(page)
      const next = page.locator('section[aria-labelledby="neste-visning"] li:visible time')
      const list = page.locator(
        'section[aria-labelledby="billetter-tittel"] li[data-start]:visible',
      )
      assert.ok((await list.count()) > 0, 'the film still has showings')
      assert.equal(
        await next.getAttribute('datetime'),
        await list.first().locator('time').getAttribute('datetime'),
        '«Neste visning» is the first showing of the list',
      )
      assert.equal(await page.getByText('Det er ingen planlagte visninger').isVisible(), false)

      const opened = async (path) => {
        await page.goto(`${site.origin}${path}`)
        await waitForHydration(page)
        const schedule = page.getByRole('region', { name: 'Kinoprogram' })
        return {
          day: await schedule
            .locator('[aria-label="Velg dag"] button[aria-pressed="true"]')
            .textContent(),
          first: await schedule
            .locator('ul[data-view="tid"] > li:visible time')
            .first()
            .getAttribute('datetime'),
          over: await schedule.getByText('Alle visningene på denne siden er over').count(),
        }
      }
      const front = await opened('/')
      const kino = await opened('/kino')
      assert.deepEqual(front, kino)
      assert.equal(front.over, 0)
      await page.close()
    })
})
