// Buying a ticket end to end: a member logs in (the site logs them in at the ticketing
// system too), «Kjøp billett» goes through the checkout profile auth to the stand-in's
// checkout, which knows them; after paying, the return page shows the receipt and reports
// the purchase once, however often it is reloaded.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { expect, PARTNER_API, test } from './fixtures.mjs'
import { waitUntilLive } from './support/page.mjs'

test.use({ serviceWorker: false })
const KARI = { email: 'kari@example.no', password: 'Kinoklubb118' }
const FILM = '/fjellvettreglene-DXM20261001'

/** The purchase events the page has handed to gtag since it loaded. */
const purchasesSent = (page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter(([kind, event]) => kind === 'event' && event === 'purchase')
      .map(([, , params]) => params),
  )

test.describe('buying a ticket', () => {
  test('goes from «Kjøp billett» through the checkout as the member, and back to a receipt', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    // The visitor said yes to statistics (gtag.js itself cannot load here: no network).
    await page
      .context()
      .addInitScript(() =>
        localStorage.setItem(
          'cw-consent',
          JSON.stringify({ statistics: true, marketing: false, version: 1, decidedAt: 1 }),
        ),
      )
    await visit(page, '/kinoklubb')
    await page.getByLabel('E-postadresse').fill(KARI.email)
    await page.getByLabel('Passord').fill(KARI.password)
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.waitForURL('**/kinoklubb/min-side')
    // The ticketing login left its session with the ticketing system (a cookie scoped to
    // partner 118's ticketing).
    const checkout = `${PARTNER_API.origin}/ticketing/118/checkout`
    await expect
      .poll(async () => (await page.context().cookies(checkout)).map((c) => c.name), {
        message: 'the ticketing session cookie',
        timeout: 5000,
      })
      .toContain('ticketing_118')

    await visit(page, FILM)
    // Pressed before its part's code has arrived, the link is the plain ticket address (a
    // purchase without the member), which is not what this test is about.
    const buy = page.getByRole('link', { name: /^Kjøp billett/ }).first()
    await waitUntilLive(buy)
    await buy.click()
    await page.waitForURL(`${PARTNER_API.origin}/ticketing/118/checkout?**`)
    await page.getByText('Du handler som Kari Nordmann (kinoklubben).').waitFor()
    await page.getByLabel('Voksen, 150 kr').selectOption('2')
    await page.getByRole('button', { name: 'Betal' }).click()

    await page.waitForURL(`${site.origin}/kjop-fullfort?**`)
    await page.getByRole('heading', { name: 'Takk for kjøpet!' }).waitFor()
    const receipt = await page.getByRole('region', { name: 'Takk for kjøpet!' }).textContent()
    assert.match(receipt, /Fjellvettreglene/)
    assert.match(receipt, /Antall billetter2/)
    assert.match(receipt, /Sum300 kr/)
    const order = new URL(page.url()).searchParams.get('ordre')
    await expect
      .poll(async () => (await purchasesSent(page)).length, {
        message: 'the purchase reported',
        timeout: 5000,
      })
      .toBe(1)
    const [purchase] = await purchasesSent(page)
    assert.equal(purchase.transaction_id, order)
    assert.equal(purchase.value, 300)
    assert.deepEqual(Object.keys(purchase.items[0]).sort(), [
      'item_brand',
      'item_category',
      'item_id',
      'item_list_name',
      'item_name',
    ])

    await page.reload()
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Takk for kjøpet!' }).waitFor()
    // A positive sign that the receipt's report has had its moment: another order, reached
    // on the same page, is reported. Only then is the reloaded order's absence telling.
    const next = new URL(page.url())
    next.searchParams.set('ordre', `${order}-2`)
    await page.evaluate((to) => window.___navigate(to), `${next.pathname}${next.search}`)
    await expect
      .poll(async () => (await purchasesSent(page)).length, {
        message: 'the next purchase reported',
        timeout: 5000,
      })
      .toBeGreaterThan(0)
    assert.deepEqual(
      (await purchasesSent(page)).map((p) => p.transaction_id),
      [`${order}-2`],
      'a reload counted the purchase again',
    )

    await page.getByRole('link', { name: 'Se billettene dine på Min side' }).click()
    await page.waitForURL('**/kinoklubb/min-side')
    await page.getByText(`Billettnummer ${order}`, { exact: false }).waitFor()
    await page.close()
  })

  test('sends an anonymous visitor straight to the ticket URL, which the local checkout serves', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage()
    await visit(page, FILM)
    const buy = page.getByRole('link', { name: /^Kjøp billett/ }).first()
    // The demo's ticket host is reserved (.example); the build hands its links to the
    // ticketing system it is set up with, here the stand-in.
    assert.match(
      await buy.getAttribute('href'),
      /^http:\/\/localhost:8119\/ticketing\/118\/event\/\d+$/,
    )
    await buy.click()
    await page.waitForURL(`${PARTNER_API.origin}/ticketing/118/checkout?**`)
    await page.getByText('Du handler uten å være logget inn.').waitFor()
    await page.close()
  })
})
