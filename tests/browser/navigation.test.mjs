// Navigation as SPEC sections 2, 8 and 9 describe it, in Chromium against the served build:
// scroll, the loading line after 1000 ms, page-load failures online and offline, the last
// resource downloads, a new build published under an open page, and a new service worker
// that never throws away what a visitor is typing.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { expect, test } from './fixtures.mjs'
import { headerSearchField } from './support/header.mjs'
import { navigationsOf, nextFrames, slowNetwork, swControls, watchErrors } from './support/page.mjs'

const FIRST_BUILD = 'public'
const NEXT_BUILD = 'public-partner-178' // another build: other chunks, a day later's programme
const FILM = '/fjellvettreglene-DXM20261001'
const FILM_DATA = `**/page-data${FILM}/page-data.json`
const PHONE = { viewport: { width: 390, height: 700 } }
// The service worker would answer from its cache; most tests are about the loader alone.
const NO_WORKER = { ...PHONE, serviceWorkers: 'block' }
test.use({ build: 'deployable' })

/** Marks the document; a full page load forgets the mark, a client-side navigation keeps it. */
const mark = (page) => page.evaluate(() => (window.__samePage = true))
const samePage = (page) => page.evaluate(() => window.__samePage === true)
const filmLink = (page) => page.locator(`a[href="${FILM}"]:visible`).first()
const filmHeading = (page) => page.getByRole('heading', { level: 1, name: 'Fjellvettreglene' })

test.describe('scroll on navigation', () => {
  test('starts a new page at the top and returns to where the visitor was on back', async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage(NO_WORKER)
    await visit(page, '/kino')
    const link = page.locator('main a[href*="-DXM"]').last()
    await link.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => Math.round(window.scrollY))
    assert.ok(before > 1000, `scrolled to ${before}`)
    await link.click()
    await page.waitForURL(/-DXM\d{8}$/)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    await page.goBack()
    await page.waitForURL('**/kino')
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before)
    await page.close()
  })

  test('stays where the visitor is when only the query changes', async ({ openPage, visit }) => {
    const page = await openPage({
      ...NO_WORKER,
      viewport: { width: 390, height: 400 },
    })
    await visit(page, '/search?q=konsert')
    await page
      .getByRole('status')
      .filter({ hasText: /treff for «konsert»/ })
      .waitFor()
    await page.evaluate(() => window.scrollTo(0, 250))
    await page.evaluate(() => window.___navigate('/search?q=jul'))
    await page.waitForURL('**/search?q=jul')
    // The moment has passed once the page shows the new query's results: the route update
    // (where Gatsby restores or resets the scroll) has been committed. Two frames more let
    // any scroll it asked for land.
    await page
      .getByRole('status')
      .filter({ hasText: /treff for «jul»/ })
      .waitFor()
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 250)
    await page.close()
  })
})

test.describe('slow and failing page loads', () => {
  test('shows and announces a loading line when a page takes over a second', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(NO_WORKER)
    await visit(page, '/kino')
    await page.route(FILM_DATA, async (route) => {
      await slowNetwork(2500)
      await route.continue()
    })
    const status = page.getByRole('status').filter({ hasText: 'Laster siden …' })
    const clicked = Date.now()
    await filmLink(page).click()
    await status.waitFor()
    assert.ok(Date.now() - clicked >= 900, 'the loading line came before a second had passed')
    await filmHeading(page).waitFor()
    assert.equal(await page.locator('#navigasjonsstatus').textContent(), '')
    await page.close()
  })

  test('logs a page-load failure and, online, loads the page in full', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(NO_WORKER)
    const logged = []
    page.on('console', (m) => logged.push(m.text()))
    // The film page's data cannot be had, from the first prefetch on.
    await page.route(FILM_DATA, (route) => route.abort())
    await visit(page, '/kino')
    await mark(page)
    await filmLink(page).click()
    await page.waitForURL(`**${FILM}`)
    await filmHeading(page).waitFor() // the built page, loaded in full
    assert.equal(await samePage(page), false, 'the page was not loaded in full')
    assert.ok(
      logged.some((line) => line.includes(`Page-load failure: the resources of ${FILM}`)),
      logged.join('\n'),
    )
    await page.close()
  })

  test('tells an offline visitor the page cannot be loaded, and keeps the page they are on', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(NO_WORKER)
    await visit(page, '/kino')
    await filmLink(page).waitFor()
    await page.context().setOffline(true)
    await filmLink(page).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Du er uten nettforbindelse, og siden er ikke lagret på denne enheten.' })
      .waitFor()
    assert.match(page.url(), /\/kino$/)
    await page.getByRole('heading', { level: 1, name: /Kino/ }).first().waitFor()
    await page.close()
  })

  test('keeps the page when the code it fetches after showing it cannot arrive offline', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(NO_WORKER)
    const logged = []
    page.on('console', (m) => logged.push(m.text()))
    // The first load goes through; what the page asks for later waits until the visitor
    // has lost the network (the member side, the picture drawer, the filter form).
    const firstLoad = /\/(webpack-runtime|framework|app|commons|component---)[-\w]*\.js$/
    const held = []
    await page.route('**/*.js', (route) =>
      firstLoad.test(route.request().url()) ? route.continue() : held.push(route),
    )
    await visit(page, '/')
    await mark(page)
    await expect
      .poll(() => held.length, { message: 'three later downloads', timeout: 5000 })
      .toBeGreaterThanOrEqual(3)
    const navigations = navigationsOf(page)
    await page.context().setOffline(true)
    for (const route of held) await route.abort('internetdisconnected')
    // The page has met the failure (it logs it where it would reload), and drawn since.
    await expect
      .poll(() => logged.some((line) => line.startsWith('bundle loading error')), {
        message: 'the failed download noticed',
      })
      .toBe(true)
    await nextFrames(page)
    assert.deepEqual(navigations, [], 'the page was loaded again')
    assert.equal(await samePage(page), true, 'the page was loaded again')
    assert.match(page.url(), /\/$/)
    await page.getByRole('heading', { level: 2, name: 'Kinoprogram' }).waitFor()
    await page.close()
  })

  test('loads the next page in full after the recent resource downloads all failed', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(NO_WORKER)
    await visit(page, '/kino')
    await mark(page)
    // Every other page's data is gone, as when a deploy has removed what this page expects.
    let failed = 0
    let threeFailed
    const three = new Promise((resolve) => (threeFailed = resolve))
    page.on('requestfailed', () => ++failed >= 3 && threeFailed())
    // The film's data (and the site's and the static queries') stays reachable, so that the
    // film page could be loaded client-side; the history says not to try. The other pages'
    // data stays gone until the end: when it came back before the click, the loader's
    // retries of it, still under way on a slow phone, landed as successes before the click
    // and pushed the failures out of the five results it keeps.
    await page.route('**/page-data/*/page-data.json', (route) =>
      route.request().url().includes(`${FILM}/`) ? route.continue() : route.abort(),
    )
    // Links in view are prefetched, and hovering one loads its page data. Only links a
    // visitor can see: Playwright waits 30 s for a hidden one to become hoverable.
    const links = page.locator('main a[href*="-DXM"]:visible')
    for (const link of (await links.all()).slice(0, 6))
      if (!(await link.getAttribute('href')).endsWith(FILM)) await link.hover()
    await test.step('three downloads failing', () => three, { timeout: 10_000 })
    await filmLink(page).click()
    await filmHeading(page).waitFor()
    await waitForHydration(page)
    assert.equal(await samePage(page), false, 'the navigation stayed client-side')
    await page.close()
  })
})

test.describe('a new build under an open page', () => {
  /** /kino from the first build under its service worker, marked; then the next build is
   * published and the worker told to look for it (typing, if any, happens in between). */
  const openThenPublish = async ({ openPage, visit, site }, typeFirst = async () => {}) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    await swControls(page)
    await mark(page)
    await typeFirst(page)
    site.deploy(NEXT_BUILD)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    return page
  }
  const showsNextBuild = (page) =>
    page
      .locator('section[aria-labelledby="billetter-tittel"] time[datetime^="2026-11-24"]')
      .first()
      .waitFor({ timeout: 20_000 })

  test('navigates to the new build with no blank page and no chunk error', async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage(NO_WORKER)
    const errors = watchErrors(page)
    await visit(page, '/kino')
    site.deploy(NEXT_BUILD)
    await page.locator('main a[href$="-DXM20261002"]').first().hover()
    await filmLink(page).click()
    await filmHeading(page).waitFor()
    await waitForHydration(page)
    await showsNextBuild(page)
    assert.deepEqual(
      errors.filter((e) => /chunk|Loading|bundle/i.test(e)),
      [],
    )
    site.deploy(FIRST_BUILD)
    await page.close()
  })

  test('reloads at once for a new service worker when nothing is being typed', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openThenPublish({ openPage, visit, site })
    await page.waitForFunction(() => window.__samePage !== true, null, { timeout: 20_000 })
    site.deploy(FIRST_BUILD)
    await page.close()
  })

  test('keeps what the visitor is typing, and loads the new build at the next navigation', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openThenPublish({ openPage, visit, site }, async (p) =>
      (await headerSearchField(p)).fill('julekonsert'),
    )
    const search = await headerSearchField(page)
    const navigations = navigationsOf(page)
    await page.waitForFunction(() => window.___swUpdated === true, null, { timeout: 20_000 })
    // The page reloads, if it does, as the new worker is activated (unsaved-input.ts).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration()
            return (
              !registration.installing &&
              !registration.waiting &&
              registration.active?.state === 'activated'
            )
          }),
        { message: 'the new worker activated', timeout: 20_000 },
      )
      .toBe(true)
    await nextFrames(page)
    assert.deepEqual(navigations, [], 'the page reloaded under the visitor')
    assert.equal(await samePage(page), true, 'the page reloaded under the visitor')
    assert.equal(await search.inputValue(), 'julekonsert')

    await filmLink(page).click()
    await showsNextBuild(page)
    assert.equal(await samePage(page), false)
    site.deploy(FIRST_BUILD)
    await page.close()
  })
})
