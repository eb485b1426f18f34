// The film club for people without an account, and the member's tickets at hand: a watch
// list kept in the browser and moved to the account at login, with each film's next
// showings; tickets as calendar files read by a real iCalendar parser; the ticket at the
// door in a full-screen view driven from the keyboard. The served build, the partner API
// stand-in and Chromium.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import ICAL from 'ical.js'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { PARTNER_API, test } from './fixtures.mjs'
import { KARI, logIn, scanQr } from './support/member.mjs'
import { watchErrors } from './support/page.mjs'

test.use({ serviceWorker: false, tabs: true })
const DESKTOP = { viewport: { width: 1280, height: 900 } }
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const LYSAR = '/lysar-DXM20261008'

const watchList = (page) => page.locator('section[aria-labelledby="onskeliste-tittel"]')

/** The film's entry on a watch list: its next showings and «Kjøp billett». */
const nextShowings = (page, title) =>
  watchList(page).getByRole('list', { name: `Neste visninger av ${title}` })

test.describe('watch list without an account', () => {
  test('saves a film in the browser, shows its next showing, and moves it to the account at login', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
    const errors = watchErrors(page)
    await visit(page, LYSAR)
    await page.getByText(/Medlemmenes vurdering: .* av 5/).waitFor()
    await page.getByRole('button', { name: 'Legg i ønskelisten' }).click()
    await page.getByText('Lysår er på ønskelisten din i denne nettleseren.').waitFor()

    await page.getByRole('link', { name: 'Se ønskelisten' }).click()
    await page.waitForURL('**/kinoklubb/onskeliste')
    await page.getByRole('heading', { name: 'Ønskelisten din' }).waitFor()
    const showings = nextShowings(page, 'Lysår')
    const buy = showings.getByRole('link', { name: /^Kjøp billett til Lysår, / })
    await buy.first().waitFor() // the showings index loads after the list
    assert.equal(await buy.count(), 3)
    // The demo's ticket links are sold by the local checkout stand-in.
    assert.ok(
      (await buy.first().getAttribute('href')).startsWith(
        `${PARTNER_API.origin}/ticketing/118/event/`,
      ),
    )

    // Logging in from the list page brings the visitor back to it, now as a member.
    await page.getByRole('link', { name: 'Logg inn eller bli medlem' }).click()
    await page.waitForURL('**/kinoklubb?tilbake=%2Fkinoklubb%2Fonskeliste')
    await waitForHydration(page)
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/onskeliste')
    await page.getByRole('heading', { name: 'Ønskelisten min' }).waitFor()
    await nextShowings(page, 'Lysår').waitFor()
    await page.waitForFunction(() => localStorage.getItem('cw-watch-list') === null)
    assert.deepEqual(errors, [])
    await page.close()

    // Another device: nothing in its browser, so min side shows the film from the partner.
    const elsewhere = await openPage(DESKTOP)
    await visit(elsewhere, '/kinoklubb')
    await logIn(elsewhere, KARI)
    await elsewhere.waitForURL('**/kinoklubb/min-side')
    await watchList(elsewhere).getByRole('link', { name: 'Lysår', exact: true }).waitFor()
    await nextShowings(elsewhere, 'Lysår')
      .getByRole('link', { name: /^Kjøp billett til Lysår, / })
      .first()
      .waitFor()
    await elsewhere.close()
  })
})

test.describe("a member's tickets", () => {
  const minSide = async ({ openPage, visit }, options) => {
    const page = await openPage(options)
    await visit(page, '/kinoklubb/min-side')
    await page.waitForURL('**/kinoklubb?tilbake=%2Fkinoklubb%2Fmin-side')
    await waitForHydration(page)
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/min-side')
    await page.getByRole('article', { name: /Billett: Fjellvettreglene/ }).waitFor()
    return page
  }

  test('downloads every upcoming ticket as one calendar file that a real iCalendar parser reads', async ({
    openPage,
    visit,
  }) => {
    const page = await minSide({ openPage, visit }, DESKTOP)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Legg alle i kalenderen' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'billetter.ics')
    const text = fs.readFileSync(await download.path(), 'utf8')
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
    assert.deepEqual(
      events.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.location]),
      [
        // The demo's tickets are Kari's next showings on the tests' clock (partner-api/seed.mjs).
        ['Fjellvettreglene', '2026-11-23T15:30:00.000Z', 'Gjøvik kino og kulturhus, Sal 1'],
        ['Nattskiftet', '2026-11-27T15:00:00.000Z', 'Gjøvik kino og kulturhus, Sal 3'],
      ],
    )
    assert.match(events[0].description, /^Billettnummer GJK-118-100001\nRad 7, seter 12, 13\n/)

    const [one] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Legg i kalenderen for Nattskiftet' }).click(),
    ])
    assert.equal(one.suggestedFilename(), 'billett-nattskiftet-2026-11-27.ics')
    const single = ICAL.parse(fs.readFileSync(await one.path(), 'utf8'))
    assert.equal(new ICAL.Component(single).getAllSubcomponents('vevent').length, 1)
    await page.close()
  })

  test('shows the ticket at the door full screen, from the keyboard, and closes it with Escape', async ({
    openPage,
    visit,
  }) => {
    const page = await minSide({ openPage, visit }, PHONE)
    const opener = page.getByRole('button', { name: 'Vis billetten i døra for Fjellvettreglene' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const view = page.getByRole('dialog', { name: 'Fjellvettreglene' })
    await view.waitFor()
    // Focus starts inside and stays there: Tab and Shift+Tab never reach the page behind.
    const focusInView = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('dialog[open]')
        const active = document.activeElement
        return active === document.body || Boolean(dialog?.contains(active))
      })
    assert.equal(await focusInView(), true)
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      assert.equal(await focusInView(), true, `focus stays in the view after ${key}`)
    }
    // It fills the phone's screen, black on white, and the code scans.
    const box = await view.boundingBox()
    assert.deepEqual([box.width, box.height], [390, 844])
    const colours = await view.evaluate((d) => [
      getComputedStyle(d).backgroundColor,
      getComputedStyle(d).color,
    ])
    assert.deepEqual(colours, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)'])
    const qr = view.getByRole('img', { name: /QR-kode/ })
    assert.ok((await qr.boundingBox()).width >= 340, 'the code is as wide as the screen allows')
    assert.equal(await scanQr(qr), 'GJK-118-100001')

    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Vis billetten i døra for Fjellvettreglene',
    )
    await page.close()
  })
})
