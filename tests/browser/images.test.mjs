// Pictures as a phone sees them in Chromium: every picture on every page arrives (no broken
// image, no placeholder in the shipped content), in AVIF at a width that fits the screen;
// the page's largest picture is fetched first and the rest when they near the view, the
// poster row's only once the row is near it; and nothing moves while slow pictures arrive.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { layoutShift, slowNetwork, watchErrors } from './support/page.mjs'

test.use({ serviceWorker: false })
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
const ROUTES = [
  ...JSON.parse(fs.readFileSync(new URL('../fixtures/fixed-routes.json', import.meta.url))),
  '/fjellvettreglene-DXM20261001',
  '/jazzkveld-pa-garden-JAZ6G4R',
  '/article/ny-laserprojektor-i-sal-1',
].filter((route) => !route.includes('{'))

/** Every picture on the page, after bringing each into view (the cover flow scrolls
 * sideways) and waiting until it has loaded or failed, up to 10 s each: on a loaded
 * machine a lazy picture is still on its way when the network first goes quiet. A part
 * that holds its pictures until it is near (LoadWhenNear) is brought into view first. */
const picturesOf = async (page) => {
  const heldArrive = page.evaluate(async () => {
    // One held picture brought into view brings its whole part near.
    for (let held; (held = document.querySelector('[data-picture-held]'));) {
      held.scrollIntoView({ block: 'center', inline: 'center' })
      await new Promise((resolve) => {
        const arrived = () => !held.hasAttribute('data-picture-held')
        if (arrived()) return resolve()
        const watch = new MutationObserver(() => {
          if (!arrived()) return
          watch.disconnect()
          resolve()
        })
        watch.observe(held, { attributes: true })
      })
    }
  })
  await test.step('every held picture arriving', () => heldArrive, { timeout: 20_000 })
  const allSettle = page.evaluate(async () => {
    const settled = (img) =>
      new Promise((resolve) => {
        if (img.complete) return resolve()
        img.addEventListener('load', resolve, { once: true })
        img.addEventListener('error', resolve, { once: true })
      })
    for (const img of document.querySelectorAll('img')) {
      img.scrollIntoView({ block: 'center', inline: 'center' })
      if (img.getBoundingClientRect().width > 0) await settled(img)
    }
  })
  await test.step('every picture on the page loaded or failed', () => allSettle, {
    timeout: 60_000,
  })
  return page.evaluate(() => ({
    pictures: [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => ({
        src: img.currentSrc || img.src,
        width: img.naturalWidth,
        done: img.complete,
      })),
    missing: document.querySelectorAll('[data-image-missing], .image-placeholder').length,
  }))
}

test.describe('pictures', () => {
  test('arrive on every page of the shipped content: none broken, none a placeholder', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    const problems = []
    let seen = 0
    for (const route of ROUTES) {
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
      const { pictures, missing } = await picturesOf(page)
      seen += pictures.length
      for (const p of pictures) if (!p.done || p.width === 0) problems.push(`${route}: ${p.src}`)
      if (missing) problems.push(`${route}: ${missing} placeholder(s)`)
    }
    assert.deepEqual(problems, [])
    assert.ok(seen > 100, `${seen} pictures seen`)
    await page.close()
  })

  test('come as AVIF at the width a 412 px phone at 1.75x needs', async ({ openPage, site }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/`)
    await waitForHydration(page)
    const hero = await page
      .locator('img[data-content-image]')
      .first()
      .evaluate((img) => img.currentSrc)
    // 412 css px x 1.75 = 721 device px: the 750 px variant, not the 1280 or the original.
    assert.match(hero, /\/static\/img\/[0-9a-f]{16}-hero-[0-9a-f]{8}-750\.avif$/)
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    // The posters' row, below the programme, loads as it comes near.
    await page.locator('[data-block="CoverFlow"]').scrollIntoViewIfNeeded()
    const first = page.locator('[data-block="CoverFlow"] img[data-content-image]').first()
    await first.evaluate((img) => img.decode())
    const poster = await first.evaluate((img) => img.currentSrc)
    // A 10rem poster is 280 device px: the 280 px variant, made for it.
    assert.match(poster, /-poster-[0-9a-f]{8}-280\.avif$/)
    await page.close()
  })

  test('wait in the poster row until it comes near: none on a phone’s first view of /kino', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    // The row draws a 10rem poster: at 1.75x, the 280 px variant, which nothing else on
    // /kino uses (the programme's thumbnails are 88 and 132 px).
    const rowPosters = []
    page.on('request', (request) => {
      if (/-poster-[0-9a-f]{8}-280\.avif$/.test(request.url())) rowPosters.push(request.url())
    })
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    const row = page.locator('[data-block="CoverFlow"]')
    const screen = PHONE.viewport.height
    // The row is more than half a screen below the first one, as it is on a phone.
    const gap = await row.evaluate((block) => block.getBoundingClientRect().top - innerHeight)
    assert.ok(gap > screen / 2 + 50, `the row starts ${Math.round(gap)} px below the first screen`)
    // Scrolled to just outside half a screen of it, once the page is quiet: still none.
    await page.evaluate((y) => scrollBy(0, y), gap - screen / 2 - 50)
    await page.waitForLoadState('networkidle')
    assert.deepEqual(rowPosters, [], 'no poster of the row is fetched before it is near')
    assert.ok((await row.locator('[data-picture-held]').count()) > 3, 'the row holds its posters')
    // Within half a screen: its posters come, as lazy pictures of a sideways row.
    await page.evaluate(() => scrollBy(0, 100))
    const first = row.locator('img[data-content-image]').first()
    await first.waitFor({ state: 'attached' })
    await first.evaluate((img) => img.decode())
    assert.ok(rowPosters.length > 0, 'the row’s first posters are fetched once it is near')
    assert.equal(await row.locator('[data-picture-held]').count(), 0)
    await page.close()
  })

  test('load the largest at once and with high priority, a poster beside it eagerly, and the rest lazily', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    for (const route of ['/', '/kino', '/fjellvettreglene-DXM20261001']) {
      await page.goto(`${site.origin}${route}`)
      const pictures = await page.$$eval('img[data-content-image]', (imgs) =>
        imgs.map((img) => {
          const box = img.getBoundingClientRect()
          return {
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
            area: box.width * box.height,
            onFirstScreen: box.top < innerHeight,
          }
        }),
      )
      const urgent = pictures.filter((p) => p.priority === 'high')
      const firstScreen = pictures.filter((p) => p.onFirstScreen)
      const largest = Math.max(0, ...firstScreen.map((p) => p.area))
      // /kino's first screen is its programme: text, with thumbnails no bigger than a
      // stamp (44 × 66), none worth the network's first place.
      if (largest < 10_000) assert.equal(urgent.length, 0, `${route}: nothing urgent`)
      else {
        assert.equal(urgent.length, 1, `${route}: one picture with high priority`)
        assert.equal(urgent[0].loading, 'eager', route)
        assert.equal(
          urgent[0].area,
          largest,
          `${route}: the urgent picture is the first screen's largest`,
        )
      }
      // Eager: the urgent one and at most one more on the first screen (the film's poster).
      const eager = pictures.filter((p) => p.loading === 'eager')
      assert.ok(eager.length <= 2 && eager.every((p) => p.onFirstScreen), route)
      if (route === '/kino') assert.ok(largest > 0, '/kino shows posters on its first screen')
      assert.ok(
        pictures.every((p) => p.loading === 'eager' || (p.loading === 'lazy' && !p.priority)),
        `${route}: ${JSON.stringify(pictures.slice(0, 4))}`,
      )
    }
    await page.close()
  })

  test('are drawn once: hydration and the slideshow starting leave the largest as it came', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        window.__largest = document.querySelector('img[data-content-image]')
      }),
    )
    // What could redraw the largest picture has happened: the picture has loaded, the
    // member side has arrived (its store update re-renders the page) and, on the front
    // page, the slideshow has started.
    const settled = {
      '/': (p) => p.getByRole('button', { name: 'Pause lysbildevisningen' }).waitFor(),
      '/fjellvettreglene-DXM20261001': (p) =>
        p.getByRole('heading', { name: 'Kinoklubben' }).waitFor(),
    }
    for (const [route, started] of Object.entries(settled)) {
      const memberSide = page.waitForResponse((r) => /\/member-sagas-\w+\.js$/.test(r.url()))
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
      await started(page)
      await memberSide
      await page.waitForFunction(() => document.querySelector('img[data-content-image]')?.complete)
      const same = await page.evaluate(
        () => window.__largest === document.querySelector('img[data-content-image]'),
      )
      assert.equal(same, true, `${route}: the largest picture was drawn again`)
    }
    await page.close()
  })

  test('come before the JavaScript: the largest picture is on screen before any bundle is requested', async ({
    openPage,
    site,
  }) => {
    // Four loads of each: a loader that appended the bundles two frames after decode()
    // requested them before the picture was presented in about one load in four.
    const loads = ['/', '/fjellvettreglene-DXM20261001', '/article/boknatt'].flatMap((r) =>
      Array(4).fill(r),
    )
    for (const route of loads) {
      const page = await openPage(PHONE)
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
      // Observers, not performance.getEntries(): the test's fixed clock empties those.
      const { largest, bundle } = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const seen = { largest: null, bundle: Infinity }
            // Both have happened by now (the page has hydrated); their entries come buffered.
            const both = () => seen.largest && seen.bundle < Infinity && resolve(seen)
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1)
              seen.largest = {
                at: last.startTime,
                urgent: last.element?.getAttribute('fetchpriority') === 'high',
              }
              both()
            }).observe({ type: 'largest-contentful-paint', buffered: true })
            new PerformanceObserver((list) => {
              for (const e of list.getEntries())
                if (/\/(app|framework)-\w+\.js$/.test(e.name))
                  seen.bundle = Math.min(seen.bundle, e.startTime)
              both()
            }).observe({ type: 'resource', buffered: true })
          }),
      )
      assert.ok(largest?.urgent, `${route}: the largest paint is the urgent picture`)
      assert.ok(
        largest.at < bundle,
        `${route}: picture painted at ${Math.round(largest.at)} ms, first bundle requested at ${Math.round(bundle)} ms`,
      )
      await page.close()
    }
  })

  test('arrive in full on a page reached by client-side navigation', async ({ openPage, site }) => {
    const page = await openPage(PHONE)
    const errors = watchErrors(page)
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    await page.evaluate(() => (window.__samePage = true))
    await page.locator('a[href="/fjellvettreglene-DXM20261001"]:visible').first().click()
    await page.getByRole('heading', { level: 1, name: 'Fjellvettreglene' }).waitFor()
    assert.equal(await page.evaluate(() => window.__samePage), true, 'not a client-side move')
    const poster = await page.waitForFunction(() => {
      const img = document.querySelector('[data-block="ProductionIntro"] img[data-content-image]')
      const shown = img?.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity !== '0'
      return (
        shown && {
          src: img.currentSrc,
          avif: !!img.closest('picture')?.querySelector('source[type="image/avif"][srcset]'),
        }
      )
    })
    const { src, avif } = await poster.jsonValue()
    // 128 px wide on a phone at 1.75x (224 device px): the 280 px variant, not a larger one.
    assert.match(src, /-poster-[0-9a-f]{8}-280\.avif$/)
    assert.equal(avif, true)
    assert.deepEqual(
      errors.filter((e) => !e.includes('service worker')),
      [],
    )
    await page.close()
  })

  test('move nothing while they arrive slowly, on a film page and the front page', async ({
    openPage,
    site,
  }) => {
    for (const route of ['/fjellvettreglene-DXM20261001', '/', '/kino']) {
      const page = await openPage(PHONE)
      await page.route('**/static/img/**', async (request) => {
        await slowNetwork(800)
        await request.continue()
      })
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const shift = await layoutShift(page)
      assert.ok(shift < 0.01, `${route}: layout shift ${shift.toFixed(3)}`)
      await page.close()
    }
  })
})
