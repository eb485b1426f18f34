// The served build as a visitor's browser sees it: every fixed route, the not-found page,
// redirects, and client-side navigation from the header menu.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { wordsOverTwoLines } from './support/checks.mjs'
import { headerMenuLabels, menuButton, searchFromHeader } from './support/header.mjs'
import { layoutShift, slowNetwork, watchErrors } from './support/page.mjs'

const FIXED_ROUTES = JSON.parse(
  fs.readFileSync(new URL('../fixtures/fixed-routes.json', import.meta.url)),
)
// The SPEC's header order, and last the link to the English site.
const HEADER_MENU = [
  ...JSON.parse(fs.readFileSync(new URL('../fixtures/header-order.json', import.meta.url))),
  'English',
]

test.use({ serviceWorker: false, tabs: true })

test.describe('fixed routes', () => {
  test('answer 200 with a Norwegian title, the header menu in order and the footer', async ({
    openPage,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    for (const route of FIXED_ROUTES) {
      const response = await page.goto(site.origin + encodeURI(route))
      assert.equal(response.status(), 200, `${route} status`)
      assert.equal(await page.getAttribute('html', 'lang'), 'nb', `${route} lang`)
      const title = await page.title()
      assert.match(title, /Gjøvik kino og kulturhus/, `${route} title`)
      assert.deepEqual(await headerMenuLabels(page), HEADER_MENU, `${route} header menu`)
      assert.equal(
        await page.locator('footer nav[aria-label="Bunnmeny"] a').count(),
        3,
        `${route} footer menu`,
      )
      assert.ok(
        await page.locator('meta[name="description"]').getAttribute('content'),
        `${route} description`,
      )
    }
    assert.deepEqual(errors, [])
    await page.close()
  })
})

test.describe('not found', () => {
  test('shows the not-found page with status 404 for an unknown path', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    const response = await page.goto(`${site.origin}/finnes-ikke-her`)
    assert.equal(response.status(), 404)
    assert.equal(await page.title(), 'Fant ikke siden | Gjøvik kino og kulturhus')
    assert.equal(await page.locator('h1').textContent(), 'Fant ikke siden')
    assert.match(
      await page.locator('meta[name="description"]').getAttribute('content'),
      /finnes ikke/,
    )
    await page.close()
  })
})

test.describe('redirects', () => {
  test('land on their target on a hard load', async ({ openPage, site }) => {
    const page = await openPage()
    const response = await page.goto(`${site.origin}/program`)
    assert.equal(new URL(page.url()).pathname, '/kino')
    assert.equal(response.status(), 200)
    assert.equal(await page.locator('h1').textContent(), 'Kino')
    await page.close()
  })

  test('land on their target on client-side navigation', async ({ openPage, site }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/om-oss`)
    await waitForHydration(page)
    await page.evaluate(() => window.___navigate('/program'))
    await page.waitForURL(`${site.origin}/kino`)
    await page.locator('h1', { hasText: /^Kino$/ }).waitFor()
    await page.close()
  })
})

test.describe('header menu', () => {
  test('navigates without a full reload', async ({ openPage, site }) => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${site.origin}/om-oss`)
    await waitForHydration(page)
    await page.evaluate(() => {
      window.__sameDocument = true
    })
    await page
      .locator('nav[aria-label="Hovedmeny"]')
      .getByRole('link', { name: 'Aldersgrenser' })
      .click()
    await page.waitForURL(`${site.origin}/aldersgrenser`)
    await page.locator('h1', { hasText: 'Aldersgrenser' }).waitFor()
    assert.equal(await page.evaluate(() => window.__sameDocument), true)
    await page.close()
  })

  test('opens from its button on a phone and is usable by keyboard', async ({ openPage, site }) => {
    const page = await openPage({ viewport: { width: 375, height: 700 } })
    await page.goto(`${site.origin}/`)
    const toggle = menuButton(page)
    await toggle.waitFor()
    await waitForHydration(page)
    assert.equal(await page.getByRole('link', { name: 'Utleie' }).isVisible(), false)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Utleie' }).waitFor({ state: 'visible' })
    await page.close()
  })

  test('opens on a phone without JavaScript, and searches from the header', async ({
    site,
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 700 },
    })
    const page = await context.newPage()
    await page.goto(`${site.origin}/`)
    await menuButton(page).click()
    await page.getByRole('link', { name: 'Utleie' }).waitFor({ state: 'visible' })
    await searchFromHeader(page, 'jazz')
    await page.waitForURL(/\/search\?q=jazz$/)
    await context.close()
  })

  test('does not move the page on a phone when React arrives', async ({ openPage, site }) => {
    const page = await openPage({ viewport: { width: 375, height: 700 } })
    await page.route('**/*.js', async (route) => {
      await slowNetwork(1000)
      await route.continue()
    })
    await page.goto(`${site.origin}/om-oss`)
    await waitForHydration(page)
    const shift = await layoutShift(page)
    assert.equal(shift, 0)
    await page.close()
  })

  test('offers a skip link as the first stop for keyboard users', async ({ openPage, site }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/kino`)
    await page.keyboard.press('Tab')
    assert.equal(
      await page.evaluate(() => document.activeElement.textContent),
      'Hopp til hovedinnhold',
    )
    await page.keyboard.press('Enter')
    assert.equal(await page.evaluate(() => document.activeElement.id), 'hovedinnhold')
    await page.close()
  })
})

test.describe('search field', () => {
  test('submits from the header to /search with the query in the URL', async ({
    openPage,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${site.origin}/kino`)
    await searchFromHeader(page, 'jazz')
    await page.waitForURL(/\/search\?q=jazz$/)
    await waitForHydration(page)
    // The search block's code arrives after the page has hydrated; it reads the URL.
    const field = page.getByRole('searchbox', {
      name: 'Søk i filmer, arrangementer, sider og artikler',
    })
    await page.getByRole('list', { name: 'Søkeresultater' }).waitFor()
    assert.equal(await field.inputValue(), 'jazz')
    await page.close()
  })
})

test.describe('contact cards', () => {
  for (const [name, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])
    test(`keep each phone number and address whole on its line on ${name}`, async ({
      openPage,
      site,
    }) => {
      const page = await openPage({ viewport })
      await page.goto(`${site.origin}/kontakt`)
      // An inline link has one box per line it takes: a number or address broken at a
      // letter («bille / tt@kino…», «61 / 00 / 00 / 00») has more.
      const broken = await page
        .locator('main article dd a')
        .evaluateAll((links) =>
          links.filter((a) => a.getClientRects().length !== 1).map((a) => a.textContent),
        )
      assert.equal(await page.locator('main article dd a').count(), 10) // 4 phone numbers, 5 addresses for e-mail, 1 street address
      assert.deepEqual(broken, [])
      await page.close()
    })
})

test.describe("an editor's table on a phone", () => {
  const PHONE = { viewport: { width: 390, height: 844 } }
  test('keeps its words whole, and fits the screen when they allow', async ({ openPage, site }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/utleie`)
    assert.deepEqual(await wordsOverTwoLines(page.locator('main td, main th')), [])
    const box = page.getByRole('region', { name: 'Tabell' })
    assert.ok(await box.evaluate((b) => b.scrollWidth <= b.clientWidth), 'the table scrolls')
    await page.close()
  })

  test('scrolls in its own box when it is wider than the screen, from the keyboard too, and the page does not', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/article/personvernerklaering`)
    assert.deepEqual(await wordsOverTwoLines(page.locator('main td, main th')), [])
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth),
      PHONE.viewport.width,
    )
    const box = page.getByRole('region', { name: 'Tabell' })
    assert.ok(await box.evaluate((b) => b.scrollWidth > b.clientWidth))
    // In the tab order in every browser (Chromium alone makes a scroller focusable itself).
    assert.equal(await box.getAttribute('tabindex'), '0')
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => document.querySelector('.table-scroll').scrollLeft > 0, null, {
      timeout: 2000,
    })
    await page.close()
  })
})
