// The README's walk-through, as a newcomer follows it after `npm ci && npm start`: on a build
// made as npm start makes it (from content/, on the machine's clock), on the day the test
// runs and on a build and a day 40 days on. From /kino to «Lysår», «Legg i ønskelisten»,
// the list at /kinoklubb/onskeliste, «Logg inn» in the header as the demo member, and Min
// side with the film beside her two tickets, her next showings, each with its QR code,
// «Vis billetten i døra» and «Legg i kalenderen». The demo's dates come from the build's
// clock: nothing here names a date.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from './fixtures.mjs'
import { KARI, logIn, scanQr } from './support/member.mjs'
import { watchErrors } from './support/page.mjs'

test.use({ serviceWorker: false })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DAY = 86_400_000

for (const [when, build, days] of [
  ["at today's real time", 'public-today', 0],
  ['40 days on', 'public-in-40-days', 40],
])
  test.describe(`the README's walk-through, ${when}`, () => {
    test.use({ build })

    test('adds «Lysår» to the watch list, logs Kari in, and shows it beside her next two tickets', async ({
      openPage,
      visit,
      partnerApi,
    }) => {
      // The partner as npm start starts it: on the machine's clock, moved by the days the
      // build moved the programme (public/build-info.json).
      const now = new Date(Date.now() + days * DAY)
      const info = JSON.parse(fs.readFileSync(path.join(build, 'build-info.json'), 'utf8'))
      await partnerApi.restart({ now, shiftDays: info.programmeShiftDays })
      const page = await openPage(PHONE, { at: days === 0 ? 'real' : now })
      const errors = watchErrors(page)

      await visit(page, '/kino')
      // In the evening the day's list has no Lysår left, and the poster strip's link is
      // named with its language too («Lysår Engelsk tale»).
      await page
        .getByRole('link', { name: /^Lysår\b/ })
        .first()
        .click()
      await page.getByRole('heading', { level: 1, name: 'Lysår' }).waitFor()
      await page.getByRole('button', { name: 'Legg i ønskelisten' }).click()
      await page.getByText('Lysår er på ønskelisten din i denne nettleseren.').waitFor()

      await visit(page, '/kinoklubb/onskeliste')
      const list = page.locator('section[aria-labelledby="onskeliste-tittel"]')
      await list.getByRole('link', { name: 'Lysår', exact: true }).waitFor()

      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Logg inn/ })
        .click()
      await page.waitForURL(/\/kinoklubb(\?|$)/)
      await logIn(page, KARI)
      await page.getByRole('heading', { name: /^Hei, Kari/ }).waitFor()
      if (!page.url().endsWith('/kinoklubb/min-side')) await visit(page, '/kinoklubb/min-side')

      // The film moved to her list on the partner, beside her tickets.
      await list.getByRole('link', { name: 'Lysår', exact: true }).waitFor()
      const tickets = page.getByRole('region', { name: 'Mine billetter' }).getByRole('article')
      await tickets.first().waitFor()
      assert.equal(await tickets.count(), 2, 'two coming tickets')
      for (const ticket of await tickets.all()) {
        // Her next showings: coming, and within two weeks of the day.
        const start = Date.parse(await ticket.locator('time').first().getAttribute('datetime'))
        assert.ok(start > now.getTime(), `a ticket for ${new Date(start).toISOString()}, past`)
        assert.ok(start < now.getTime() + 14 * DAY, `a ticket for ${new Date(start).toISOString()}`)
        assert.match(await scanQr(ticket.getByRole('img', { name: /QR-kode/ })), /^GJK-118-/)
        await ticket.getByRole('button', { name: /^Vis billetten i døra/ }).waitFor()
        await ticket.getByRole('link', { name: /^Legg i kalenderen/ }).waitFor()
      }
      assert.equal(
        await page
          .getByRole('region', { name: 'Tidligere billetter' })
          .getByRole('article')
          .count(),
        0,
        'a demo ticket is already past',
      )
      assert.deepEqual(errors, [])
      await page.close()
    })
  })
