// Search as a visitor uses it: from the header on any page, results with counts and
// highlights, opening a hit, sharing the URL, and what happens without JavaScript.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'
import { headerSearchField, searchFromHeader } from './support/header.mjs'
import { layoutShift } from './support/page.mjs'

test.use({ serviceWorker: false, tabs: true })

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const results = (page) => page.getByRole('list', { name: 'Søkeresultater' })

test.describe('search', () => {
  test('searches from the header on another page, lands on results and opens one', async ({
    openPage,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${site.origin}/billettinformasjon`)
    await searchFromHeader(page, 'Gjovik gard')
    await page.waitForURL(/\/search\?q=Gjovik\+gard$/)
    const status = page.getByRole('status').filter({ hasText: 'treff for' })
    await status.waitFor()
    assert.match(await status.textContent(), /^\d+ treff for «Gjovik gard»\.$/)
    const marks = await results(page).locator('mark').allTextContents()
    assert.ok(
      marks.some((m) => m === 'Gjøvik'),
      `highlights: ${marks.join(', ')}`,
    )
    const first = results(page).locator('h2 a').first()
    const title = (await first.textContent()).trim()
    await first.click()
    await page.locator('h1', { hasText: title }).waitFor()
    await page.close()
  })

  test("finds a film by its title, typed without «å», and by its original title, and leads to the film's page", async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/`)
    await searchFromHeader(page, 'lysar')
    // The film comes first: its title matches, an article only mentions it.
    const hit = results(page).getByRole('listitem').first()
    await hit.waitFor()
    assert.equal(await hit.getByRole('heading').textContent(), 'Lysår')
    assert.match(await hit.textContent(), /Film · 12 år/)
    // Its next showing books from the result, as every list of showings does.
    const booking = hit.getByRole('link', {
      name: /^Kjøp billett til Lysår: .+ kl\. \d\d:\d\d ?, Sal \d$/u,
    })
    assert.match(await booking.getAttribute('href'), /^https?:\/\//)
    await hit.getByRole('link', { name: 'Lysår', exact: true }).click()
    await page.waitForURL(/\/lysar-DXM20261008$/)
    await page.getByRole('heading', { level: 1, name: 'Lysår' }).waitFor()

    await page.goto(`${site.origin}/search?q=grand+chef`)
    await results(page).getByRole('link', { name: 'Mesterkokken', exact: true }).waitFor()
    await page.close()
  })

  test('shows the first results as you type in the header, chosen with the arrow keys', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    const requested = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    assert.ok(!requested.some((p) => p.includes('search-index')), 'the index before a focus')
    const field = await headerSearchField(page)
    await field.pressSequentially('parkering')
    const combobox = page.getByRole('combobox', { name: 'Søk i program, sider og artikler' })
    const list = page.getByRole('listbox', { name: 'Treff' })
    await list.getByRole('option', { name: /^Parkering/ }).waitFor()
    assert.ok(requested.includes('/search-index.json'), 'the index loads on the first focus')
    assert.equal(await combobox.getAttribute('aria-expanded'), 'true')
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ treff\. Velg med pil opp og ned\.$/ })
      .waitFor()
    // The arrows move the choice, which the field names for a screen reader.
    await page.keyboard.press('ArrowDown')
    const first = list.getByRole('option').first()
    assert.equal(await first.getAttribute('aria-selected'), 'true')
    assert.equal(
      await combobox.getAttribute('aria-activedescendant'),
      await first.getAttribute('id'),
    )
    assert.match(await first.textContent(), /^Parkering\s*Praktisk informasjon$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/praktisk-info#parkering$/)
    await page.getByRole('heading', { level: 2, name: 'Parkering' }).waitFor()
    await page.close()
  })

  test('has no axe violations with the list open, in either scheme, at 390 and 1440 px', async ({
    openPage,
    site,
  }) => {
    for (const viewport of [PHONE, { viewport: { width: 1440, height: 900 } }]) {
      const page = await openPage(viewport)
      await page.goto(`${site.origin}/kino`)
      await waitForHydration(page)
      const field = await headerSearchField(page)
      await field.pressSequentially('synstolking')
      await page.getByRole('listbox', { name: 'Treff' }).getByRole('option').first().waitFor()
      await page.keyboard.press('ArrowDown')
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme })
        assert.deepEqual(
          await wcagViolations(page),
          [],
          `${viewport.viewport.width} px, ${colorScheme}`,
        )
      }
      await page.close()
    }
  })

  test('closes the list with Escape, and sends Enter on no choice to the search page', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/`)
    await waitForHydration(page)
    const field = await headerSearchField(page)
    await field.pressSequentially('maren bakke')
    const list = page.getByRole('listbox', { name: 'Treff' })
    await list.getByRole('option', { name: /^Fjellvettreglene/ }).waitFor()
    await page.keyboard.press('Escape')
    await list.waitFor({ state: 'hidden' })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/search\?q=maren\+bakke$/)
    await results(page).getByRole('link', { name: 'Fjellvettreglene', exact: true }).waitFor()
    await page.close()
  })

  test('finds pages, their sections, people and labels, among the first three', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    for (const [query, name, href] of [
      ['babykino', 'Babykino', '/babykino'],
      ['parkering', 'Parkering', '/praktisk-info#parkering'],
      ['gavekort', 'Gavekort', '/gavekort'],
      ['synstolking', 'Synstolking', '/tilgjengelighet#synstolking'],
      ['Maren Bakke', 'Fjellvettreglene', '/fjellvettreglene-DXM20261001'],
    ]) {
      await page.goto(`${site.origin}/search?q=${encodeURIComponent(query)}`)
      await results(page).waitFor()
      const firstThree = await results(page)
        .locator('li h2 a')
        .evaluateAll((links) =>
          links.slice(0, 3).map((a) => `${a.textContent} ${a.getAttribute('href')}`),
        )
      assert.ok(firstThree.includes(`${name} ${href}`), `${query}: ${firstThree.join(' | ')}`)
    }
    await page.close()
  })

  test('keeps the query in a URL that can be shared and reloaded', async ({ openPage, site }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/search?q=kafe`)
    await waitForHydration(page)
    await results(page).waitFor()
    assert.ok(
      (await results(page).locator('h2').allTextContents()).includes('Quiz i kafé Lerretet'),
    )
    assert.equal(
      await page
        .getByRole('searchbox', { name: 'Søk i filmer, arrangementer, sider og artikler' })
        .inputValue(),
      'kafe',
    )
    await page.close()
  })

  test('says so when nothing is found', async ({ openPage, site }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/search?q=operaball`)
    await page.getByText('Ingen treff for «operaball».').waitFor()
    await page.close()
  })

  test('loads the index and the search code only on the search page', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    const requested = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const onKino = new Set(requested)
    assert.ok(![...onKino].some((p) => p.includes('search-index')), 'no index on /kino')
    requested.length = 0
    await page.goto(`${site.origin}/search?q=jazz`)
    await results(page).waitFor()
    assert.ok(requested.includes('/search-index.json'))
    const extraScripts = requested.filter((p) => p.endsWith('.js') && !onKino.has(p))
    assert.ok(extraScripts.length > 0, 'the search page loads a script chunk of its own')
    await page.close()
  })

  test('still submits without JavaScript, and explains that search needs it', async ({
    site,
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.origin}/kino`)
    await searchFromHeader(page, 'jazz')
    await page.waitForURL(/\/search\?q=jazz$/)
    // Playwright's text locators skip <noscript> on purpose, so look it up by CSS.
    const notice = page.locator('noscript p')
    assert.equal(await notice.isVisible(), true)
    assert.match(await notice.textContent(), /^Søket trenger JavaScript\./)
    await context.close()
  })

  test("paints the prompt of an empty field from the build's HTML, as its largest text, and not for a query", async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    // No script file: only what the HTML and its head script draw.
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto(`${site.origin}/search`, { waitUntil: 'load' })
    const prompt = page.locator('.results > p.status')
    assert.match(await prompt.innerText(), /^Skriv inn/)
    const largest = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) =>
            resolve(list.getEntries().at(-1)?.element?.className ?? null),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    assert.match(largest, /\bstatus\b/, 'the largest paint is the prompt')
    await page.goto(`${site.origin}/search?q=jazz`, { waitUntil: 'load' })
    assert.equal(await prompt.isVisible(), false, 'a prompt for an empty field under a query')
    await page.close()
  })

  test('moves nothing on a phone while the search loads, with or without a query', async ({
    openPage,
    site,
  }) => {
    for (const route of ['/search', '/search?q=jazz']) {
      const page = await openPage({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      })
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
      await page
        .getByRole('status')
        .filter({ hasText: /treff|Skriv inn/ })
        .waitFor()
      const shift = await layoutShift(page)
      assert.ok(shift < 0.01, `${route}: layout shift ${shift.toFixed(3)}`)
      await page.close()
    }
  })
})
