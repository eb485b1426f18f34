// From the programme to a seat, as a regular picks tonight's film on a phone: every time
// is its own booking link, the first screens show a showing, a film's whole run fits a
// phone's screen or two, prices are on the showings, and the checkout sells the showing
// the page showed, at its price, or says in Norwegian why it cannot.
import assert from 'node:assert/strict'
import { PARTNER_API, PROGRAMME_NOW, test } from './fixtures.mjs'
import { KARI, logIn } from './support/member.mjs'
import { waitUntilLive } from './support/page.mjs'

test.use({ serviceWorker: false })
const PHONE = { viewport: { width: 390, height: 844 } }
const DESKTOP = { viewport: { width: 1440, height: 900 } }
const SCREEN = 844
const FILM = '/fjellvettreglene-DXM20261001'

/** The booking links a visitor can see on the page now. */
const visibleBookings = (page) => page.locator('main a[data-event-id]:visible')

/** Where an element starts, from the top of the page. */
const topOf = (locator) =>
  locator.evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY))

/** What the stand-in's checkout says of the showing: «onsdag 2. desember kl. 18:30, Sal 1.»
 * and its tickets with their prices. */
const checkoutSays = async (page) => ({
  when: (await page.locator('#visning').textContent()).trim(),
  prices: await page.locator('form label').allTextContents(),
})

test.describe('every showtime books', () => {
  test('on /kino by time and by film, on the front page and on a film page, each name saying film, day, time and hall', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    const byTime = visibleBookings(page)
    assert.ok((await byTime.count()) > 5)
    assert.match(
      await byTime
        .first()
        .locator(':scope > :not(.visually-hidden)')
        .allInnerTexts()
        .then((t) => t.join(' ')),
      /^\d\d:\d\d Sal \d/,
      'the time and the hall are on the link',
    )
    const name = await byTime.first().evaluate((a) => a.textContent.replace(/\s+/g, ' '))
    assert.match(name, /^Kjøp billett til .+, mandag 23\. november kl\. \d\d:\d\d Sal \d/)
    await page.getByRole('button', { name: 'Per film' }).click()
    await page.locator('ul[data-view="film"]').waitFor()
    assert.ok((await visibleBookings(page).count()) > 5)
    for (const path of ['/', FILM, '/babykino']) {
      await visit(page, path)
      assert.ok((await visibleBookings(page).count()) > 0, `${path} books from its times`)
    }
    await page.close()
  })

  test('links its labels once to what they mean, and reaches the first booking link within 30 Tab presses', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    assert.equal(await page.locator('main a[href^="/tilgjengelighet"]').count(), 1)
    let presses = 0
    for (; presses < 30; presses++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-event-id'))) break
    }
    assert.ok(presses < 30, `no booking link after ${presses} presses`)
    await page.close()
  })

  test('shows a sold-out showing as no link, with «Utsolgt» on it', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage(PHONE)
    // Every showing is sold out, as the runtime API tells it.
    await page.route(`${PARTNER_API.origin}/runtime/**`, async (route) => {
      const ids = new URL(route.request().url()).searchParams.get('ids').split(',')
      await route.fulfill({
        json: ids.map((id) => ({ id, seatsLeft: 0, status: 'soldOut' })),
        headers: {
          'Access-Control-Allow-Origin': site.origin,
          'Access-Control-Allow-Credentials': 'true',
        },
      })
    })
    await visit(page, FILM)
    const grid = page.getByRole('region', { name: 'Visninger og billetter' })
    await grid.locator('[data-sold-out]').first().waitFor()
    assert.equal(await grid.locator('a[data-event-id]').count(), 0)
    assert.match(await grid.locator('[data-sold-out]').first().innerText(), /Utsolgt/)
    await page.close()
  })
})

test.describe('first screens that show a showing, on a 390 × 844 phone', () => {
  test('/kino shows its first bookable showing on the first screen', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    const first = await topOf(visibleBookings(page).first())
    assert.ok(first + 44 <= SCREEN, `the first booking link is at ${first} px`)
    await page.close()
  })

  test("«Se kveldens visninger» lands on tonight's showings, the filter closed", async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/')
    await page.getByRole('link', { name: 'Se kveldens visninger' }).click()
    await page.waitForURL('**/kino?tid=kveld')
    const panel = page.locator('details[data-filters]')
    await assert.doesNotReject(page.getByText('(1 valgt)').waitFor())
    assert.equal(await panel.evaluate((d) => d.open), false)
    const first = visibleBookings(page).first()
    assert.ok((await topOf(first)) + 44 <= SCREEN)
    // Tonight: from 17:00 on.
    assert.ok((await first.locator('time').textContent()) >= '17:00')
    await page.close()
  })

  test('the front page is at most six screens, its lists capped with links to the whole', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/')
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    assert.ok(height <= 6 * SCREEN, `the front page is ${height} px`)
    const schedule = page.getByRole('region', { name: 'Kinoprogram' })
    assert.equal(await schedule.locator('ul[data-view="tid"] > li:visible').count(), 5)
    for (const [name, href] of [
      ['Se hele kinoprogrammet', '/kino'],
      ['Se alle arrangementer', '/arrangementer'],
    ])
      assert.equal(await page.getByRole('link', { name }).getAttribute('href'), href)
    await page.close()
  })
})

test.describe('a film page that fits', () => {
  test('puts a film with 22 showings in at most two phone screens, and the watch list and reviews within three', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, FILM)
    const list = page.getByRole('region', { name: 'Visninger og billetter' })
    assert.equal(await list.locator('li[data-start]').count(), 22)
    const height = await list.evaluate((s) => s.getBoundingClientRect().height)
    assert.ok(height <= 2 * SCREEN, `the showings take ${height} px`)
    const watchList = page.getByRole('button', { name: 'Legg i ønskelisten' })
    await watchList.waitFor()
    assert.ok(
      (await topOf(watchList)) <= 3 * SCREEN,
      `«Legg i ønskelisten» at ${await topOf(watchList)}`,
    )
    const reviews = page.getByRole('heading', { name: /^Anmeldelser fra medlemmer/ })
    assert.ok((await topOf(reviews)) <= 3 * SCREEN)
    await page.close()
  })

  test('lines every time up in the same columns on a desktop', async ({ openPage, visit }) => {
    const page = await openPage(DESKTOP)
    await visit(page, FILM)
    const lefts = await page
      .getByRole('region', { name: 'Visninger og billetter' })
      .locator('a[data-event-id]')
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().left)))
    const columns = new Set(lefts)
    assert.ok(columns.size > 1 && columns.size <= 6, `times start at ${[...columns]}`)
    await page.close()
  })
})

test.describe('prices on every showing', () => {
  test("says a film's prices once above its times, the table /billettinformasjon shows", async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/billettinformasjon')
    const rows = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)))
    assert.deepEqual(rows.slice(0, 4), [
      ['Voksen', '150 kr'],
      ['Barn (under 16 år)', '110 kr'],
      ['Honnør (67 år og over, uføre)', '110 kr'],
      ['Student', '100 kr'],
    ])
    await visit(page, FILM)
    assert.match(
      await page.getByRole('region', { name: 'Visninger og billetter' }).innerText(),
      /Priser: Voksen 150 kr · Barn 110 kr · Honnør 110 kr · Student 100 kr/,
    )
    await page.close()
  })
})

test.describe('the checkout sells the showing on the page', () => {
  /** Presses a booking link and reads what the checkout says; then back to the page. */
  const bookAndRead = async (page, link) => {
    const when = await link.evaluate((a) => {
      const name = a.textContent.replace(/\s+/g, ' ')
      return /, (\S+ \d+\. \S+ kl\. \d\d:\d\d) (Sal \d)/.exec(name).slice(1)
    })
    await waitUntilLive(link)
    await link.click()
    await page.waitForURL(`${PARTNER_API.origin}/ticketing/118/checkout?**`)
    const said = await checkoutSays(page)
    await page.goBack()
    return { page: `${when[0]}, ${when[1]}.`, ...said }
  }

  test('with the same day, time, hall and price, for three showings, from an anonymous visitor', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    const seen = []
    for (const [path, nth] of [
      ['/kino', 0],
      [FILM, 3],
      ['/lysar-DXM20261008', 5],
    ]) {
      await visit(page, path)
      seen.push({ path, ...(await bookAndRead(page, visibleBookings(page).nth(nth))) })
    }
    for (const s of seen) assert.equal(s.when, s.page, s.path)
    // Fjellvettreglene at the list's prices; Lysår in Sal 1 with Dolby Atmos's supplement.
    assert.deepEqual(seen[1].prices, [
      'Voksen, 150 kr',
      'Barn, 110 kr',
      'Honnør, 110 kr',
      'Student, 100 kr',
    ])
    assert.deepEqual(seen[2].prices, [
      'Voksen, 170 kr',
      'Barn, 130 kr',
      'Honnør, 130 kr',
      'Student, 120 kr',
    ])
    console.log(`checkout against page: ${JSON.stringify(seen)}`)
    await page.close()
  })

  test('sells a member her showing, and min side lists it among her coming tickets', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/kinoklubb')
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/min-side')
    await visit(page, '/lysar-DXM20261008')
    const link = visibleBookings(page).nth(2)
    await waitUntilLive(link)
    await link.click()
    await page.waitForURL(`${PARTNER_API.origin}/ticketing/118/checkout?**`)
    const { when } = await checkoutSays(page)
    await page.getByLabel('Voksen, 170 kr').selectOption('2')
    await page.getByRole('button', { name: 'Betal' }).click()
    await page.waitForURL(`${site.origin}/kjop-fullfort?**`)
    const receipt = page.getByRole('region', { name: 'Takk for kjøpet!' })
    await receipt.waitFor()
    assert.match(await receipt.innerText(), /Sum\s+340 kr/)
    assert.ok((await receipt.innerText()).includes(when.replace(/, Sal \d\.$/, '')))
    const order = new URL(page.url()).searchParams.get('ordre')
    await page.getByRole('link', { name: 'Se billettene dine på Min side' }).click()
    // Among her coming tickets, with its code for the door, not among the past ones.
    const ticket = page
      .getByRole('region', { name: 'Mine billetter' })
      .getByRole('article')
      .filter({ hasText: `Billettnummer ${order}` })
    await ticket.waitFor()
    assert.equal(await ticket.getByRole('button', { name: /^Vis billetten i døra/ }).count(), 1)
    assert.equal(
      await page
        .getByRole('region', { name: 'Tidligere billetter' })
        .getByText(`Billettnummer ${order}`, { exact: false })
        .count(),
      0,
    )
    await page.close()
  })

  test('refuses a showing that has begun, in Norwegian, with the way back to the programme', async ({
    openPage,
    visit,
    site,
    partnerApi,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, FILM)
    const link = page
      .getByRole('region', { name: 'Visninger og billetter' })
      .locator('a[data-event-id]')
      .first()
    const href = await link.getAttribute('href')
    const start = Date.parse(await link.locator('time').getAttribute('datetime'))
    // The visitor kept the page open past the showing's start.
    await partnerApi.setMinutesLater((start - PROGRAMME_NOW.getTime()) / 60_000 + 1)
    try {
      await page.goto(href)
      await page.getByRole('heading', { name: 'Billetten kan ikke kjøpes' }).waitFor()
      assert.match(await page.locator('main').innerText(), /har begynt/)
      await page.getByRole('link', { name: 'Til kinoprogrammet' }).click()
      await page.waitForURL(`${site.origin}/kino`)
    } finally {
      await partnerApi.setMinutesLater(0)
    }
    await page.close()
  })
})
