// What a visitor sees first, on a phone and on desktops: a header of one row, reachable
// whole by keyboard in the menu's own order; a cookie band that leaves the page visible and
// never hides the focused element; and a programme with posters, by time or by film.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'
import { headerMenuLabels, menuButton } from './support/header.mjs'
import { layoutShifts, slowNetwork } from './support/page.mjs'

test.use({ serviceWorker: false })

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, maxHeader: 72, maxBand: 0.35 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, maxHeader: 96, maxBand: 0.2 },
  { name: 'wide desktop', viewport: { width: 1440, height: 900 }, maxHeader: 96, maxBand: 0.2 },
]
// The SPEC's header order, and last the link to the English site.
const MENU = [
  ...JSON.parse(fs.readFileSync(new URL('../fixtures/header-order.json', import.meta.url))),
  'English',
]

/** Tabs from the top of the page through the header, opening «Meny»/«Mer» with the key
 * given when focus reaches it, and says which menu links focus reached, in order. */
const tabThroughMenu = async (page, openWith) => {
  const reached = []
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const el = document.activeElement
      if (!el?.closest('header')) return { outside: true }
      const inMenu = el.closest('nav[aria-label="Hovedmeny"]')
      return {
        summary: el.matches('nav summary'),
        open: el.closest('details')?.open ?? false,
        label: inMenu && el.matches('a') ? el.childNodes[0].textContent.trim() : null,
      }
    })
    if (focus.summary && !focus.open) await page.keyboard.press(openWith)
    if (focus.label) reached.push(focus.label)
    // The last item: focus is still inside the open menu.
    if (reached.length === MENU.length || (focus.outside && reached.length)) break
  }
  return reached
}

test.describe('the header', () => {
  for (const { name, viewport, maxHeader } of SIZES) {
    test(`is one row of at most ${maxHeader} px on a ${name}, every item reachable by keyboard in the menu's order`, async ({
      openPage,
      visit,
    }) => {
      const page = await openPage({ viewport })
      for (const route of ['/', '/kino', '/arrangementer', '/nyheter']) {
        await visit(page, route)
        const height = await page.locator('header').evaluate((h) => h.offsetHeight)
        assert.ok(height <= maxHeader, `${route}: header ${height} px`)
      }
      assert.deepEqual(await headerMenuLabels(page), MENU, 'what the page shows, in order')
      const reached = await tabThroughMenu(page, name === 'phone' ? 'Enter' : ' ')
      assert.deepEqual(reached, MENU, 'what Tab reaches, in order')
      // Escape closes the menu and gives focus back to its button.
      await page.keyboard.press('Escape')
      assert.equal(await menuButton(page).evaluate((s) => s.parentElement.open), false)
      assert.equal(await menuButton(page).evaluate((s) => s === document.activeElement), true)
      await page.close()
    })
  }

  test('marks the current page, also inside «Mer», and tells screen readers of a new window', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await visit(page, '/utleie')
    await menuButton(page).click()
    const current = page.locator('nav[aria-label="Hovedmeny"] details a[aria-current="page"]')
    assert.equal(await current.count(), 1)
    assert.equal(await current.textContent(), 'Utleie')
    assert.equal(await current.isVisible(), true)
    const giftCard = page.getByRole('link', { name: /Kjøp gavekort/ })
    assert.equal(await giftCard.getAttribute('target'), '_blank')
    assert.match(await giftCard.innerText(), /↗/)
    assert.deepEqual(await wcagViolations(page), [], 'axe with «Mer» open')
    await page.locator('header summary', { hasText: 'Søk' }).click()
    // Focused, it has become the combobox of the results as you type.
    const field = page.getByRole('combobox', { name: 'Søk i program, sider og artikler' })
    assert.equal(
      await field.evaluate((f) => f === document.activeElement),
      true,
      '«Søk» focuses its field',
    )
    assert.equal(await menuButton(page).evaluate((s) => s.parentElement.open), false)
    assert.deepEqual(await wcagViolations(page), [], 'axe with «Søk» open')
    await page.close()
  })

  test('does not move when React arrives, on a phone and a desktop', async ({
    openPage,
    visit,
  }) => {
    for (const viewport of [SIZES[0].viewport, SIZES[1].viewport]) {
      const page = await openPage({ viewport })
      await page.route('**/*.js', async (route) => {
        await slowNetwork(800)
        await route.continue()
      })
      await visit(page, '/kino')
      assert.deepEqual(await layoutShifts(page), [], `${viewport.width} px`)
      await page.close()
    }
  })
})

test.describe('the cookie band on a first visit', () => {
  for (const { name, viewport, maxBand } of SIZES) {
    test(`covers at most ${maxBand * 100} % of a ${name}'s screen, with three equal choices`, async ({
      openPage,
      visit,
    }) => {
      const page = await openPage({ viewport }, { askConsent: true })
      await visit(page, '/')
      const band = page.getByRole('region', { name: 'Informasjonskapsler' })
      const box = await band.boundingBox()
      const share = box.height / viewport.height
      assert.ok(share <= maxBand, `${(share * 100).toFixed(1)} % of the screen`)
      const buttons = band.getByRole('button')
      assert.deepEqual(await buttons.allTextContents(), ['Godta alle', 'Avvis alle', 'Tilpass'])
      const looks = await buttons.evaluateAll((all) =>
        all.map((b) => {
          const s = getComputedStyle(b)
          return [b.offsetWidth, b.offsetHeight, s.backgroundColor, s.fontWeight].join()
        }),
      )
      assert.equal(new Set(looks).size, 1, `one look for all three: ${looks.join(' | ')}`)
      assert.deepEqual(await wcagViolations(page), [])
      await page.close()
    })
  }

  test('never hides the element that has keyboard focus', async ({ openPage, visit }) => {
    const page = await openPage({ viewport: SIZES[0].viewport }, { askConsent: true })
    await visit(page, '/kino')
    const band = page.getByRole('region', { name: 'Informasjonskapsler' })
    const bandTop = (await band.boundingBox()).y
    // Tab to the footer's last link, the hardest case: the end of the page.
    await page
      .locator('footer a')
      .last()
      .evaluate((a) => (a.dataset.target = ''))
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.dataset.target === '')) break
    }
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      const r = el.getBoundingClientRect()
      const band = el.closest('[aria-labelledby="samtykke-tittel"]')
      return { top: r.top, bottom: r.bottom, inBand: !!band, target: el.dataset.target === '' }
    })
    assert.equal(focused.target && !focused.inBand, true, 'focus on the footer’s last link')
    assert.ok(
      focused.bottom <= bandTop,
      `focused ${focused.top}–${focused.bottom}, band ${bandTop}`,
    )
    await page.close()
  })
})

test.describe('the programme with pictures', () => {
  test('gives every row of the schedule its poster, sized before it loads, lazily below the first screen', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ viewport: SIZES[0].viewport })
    for (const route of ['/', '/kino']) {
      await visit(page, route)
      const rows = await page
        .locator('[data-block="Schedule"] ul[data-view="tid"] > li:visible')
        .evaluateAll((lis) =>
          lis.map((li) => {
            const img = li.querySelector('img')
            const r = img?.getBoundingClientRect()
            return {
              img: !!img,
              sized: img?.getAttribute('width') === '44' && img?.getAttribute('height') === '66',
              box: r && [Math.round(r.width), Math.round(r.height)].join('x'),
              lazy: img?.loading === 'lazy',
              below: r && r.top > innerHeight,
            }
          }),
        )
      assert.ok(rows.length > 3, `${route}: ${rows.length} rows`)
      for (const row of rows) {
        assert.ok(row.img && row.sized, `${route}: a row without a sized poster`)
        assert.equal(row.box, '44x66')
        if (row.below) assert.equal(row.lazy, true)
      }
      assert.deepEqual(await layoutShifts(page), [], `${route}: layout shift`)
    }
    await page.close()
  })

  test('lists the day by film, kept in the URL with the filter, each showing its own booking link', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ viewport: SIZES[1].viewport })
    await visit(page, '/kino?tekst=norsk')
    const byTime = page.locator('ul[data-view="tid"] > li:not([hidden]) .what a')
    const shownByTime = await byTime.allTextContents()
    await page.getByRole('button', { name: 'Per film' }).click()
    await page.waitForURL(/[?&]vis=film/)
    await page.locator('ul[data-view="film"]').waitFor()
    assert.match(page.url(), /tekst=norsk/, 'the filter stays')
    const films = page.locator('ul[data-view="film"] > li.film:visible')
    const titles = await films.locator('h4').allTextContents()
    assert.deepEqual(titles.sort(), [...new Set(shownByTime)].sort(), 'each film once')
    const buttons = films.locator('a[data-event-id]:visible')
    assert.equal(await buttons.count(), shownByTime.length, 'one button per showing')
    for (const href of await buttons.evaluateAll((as) => as.map((a) => a.href)))
      assert.match(href, /^https?:\/\//)
    const columns = await page
      .locator('ul[data-view="film"]')
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)
    assert.ok(columns >= 2, `${columns} columns`)
    assert.deepEqual(await wcagViolations(page), [])
    // A shared link shows the films from the first paint, and nothing moves.
    const fresh = await openPage({ viewport: SIZES[1].viewport })
    await fresh.goto(page.url())
    assert.equal(await fresh.locator('ul[data-view="film"]').isVisible(), true)
    await waitForHydration(fresh)
    assert.equal(await fresh.locator('ul[data-view="tid"]').isVisible(), false)
    // Each shift with what moved, so that a failure names it (CI once saw 0.0003).
    assert.deepEqual(
      (await layoutShifts(fresh)).filter((shift) => shift.value > 0),
      [],
    )
    await fresh.close()
    await page.close()
  })

  test('uses the width of a desktop: five columns of cards from 1280 px', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ viewport: SIZES[2].viewport })
    for (const route of ['/arrangementer', '/nyheter']) {
      await visit(page, route)
      const columns = await page
        .locator('main ul')
        .filter({ has: page.locator('article') })
        .first()
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)
      assert.equal(columns, 5, route)
    }
    await page.close()
  })
})
