// Security headers on the served site, and a Content-Security-Policy that the site itself
// never trips: no inline script runs unless the build hashed it.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'

test.use({ serviceWorker: false, tabs: true })

const headersOf = async (site, route) => (await fetch(`${site.origin}${route}`)).headers

test.describe('security headers', () => {
  test('are sent with pages, data files and the not-found page', async ({ site }) => {
    for (const route of ['/', '/kino', '/page-data/app-data.json', '/finnes-ikke']) {
      const h = await headersOf(site, route)
      const csp = h.get('content-security-policy') ?? ''
      assert.match(csp, /frame-ancestors 'none'/, route)
      // A page's own policy; anything else is fenced: nothing in it may load or run.
      if (route.endsWith('.json'))
        assert.equal(csp, "default-src 'none'; frame-ancestors 'none'; sandbox")
      else assert.match(csp, /default-src 'self'/, route)
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/, route)
      assert.match(h.get('strict-transport-security') ?? '', /max-age=\d{7,}/, route)
      assert.equal(h.get('x-content-type-options'), 'nosniff', route)
      assert.equal(h.get('referrer-policy'), 'strict-origin-when-cross-origin', route)
      assert.match(h.get('permissions-policy') ?? '', /camera=\(\)/, route)
      assert.equal(h.get('x-frame-options'), 'DENY', route)
    }
  })

  test('allow only the analytics, partner API, ticketing and video player hosts', async ({
    site,
  }) => {
    const csp = (await headersOf(site, '/')).get('content-security-policy')
    const hosts = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((m) => new URL(m[0]).host)
    assert.deepEqual([...new Set(hosts)].sort(), [
      'connect.facebook.net',
      'localhost:8119',
      'player.vimeo.com',
      'region1.google-analytics.com',
      'www.facebook.com',
      'www.google-analytics.com',
      'www.googletagmanager.com',
      'www.youtube-nocookie.com',
    ])
  })

  test('are never tripped by the site itself, logged in or out', async ({ openPage, site }) => {
    const page = await openPage()
    const violations = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    for (const route of [
      '/',
      '/kino',
      '/fjellvettreglene-DXM20261001',
      '/search?q=jul',
      '/kinoklubb',
    ]) {
      await page.goto(`${site.origin}${route}`)
      await waitForHydration(page)
    }
    await page.getByLabel('E-postadresse').fill('kari@example.no')
    await page.getByLabel('Passord').fill('Kinoklubb118')
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.getByRole('article').first().waitFor()
    assert.deepEqual(violations, [])
    await page.close()
  })

  test('stops a script that content smuggles into a page', async ({ openPage, site }) => {
    const page = await openPage()
    const violations = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    const ran = await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__smuggled = true'
      document.body.appendChild(s)
      return window.__smuggled === true
    })
    assert.equal(ran, false)
    assert.ok(violations.length > 0)
    await page.close()
  })
})

// The partner-178 test build carries an article (tests/fixtures/content-extra/) that embeds a
// YouTube player and a press picture from another host, as editors do, and a picture that
// cannot be downloaded. The build downloads and processes pictures, so the page shows its
// own copy; YouTube is not reachable from here, so the player's request is answered
// locally. The CSP is checked by the browser before any request leaves, so a blocked frame
// never gets that far.
test.describe('an article with an embedded video and pictures from another host', () => {
  test.use({ build: 'public-partner-178' })
  test('shows the player and the processed picture under the CSP, with no violation', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    const violations = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    const player = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      player.push(route.request().url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Spiller</title><p id="spiller">Trailer</p>',
      })
    })
    await page.goto(`${site.origin}/article/trailer-og-pressebilde`)
    await waitForHydration(page)
    await page
      .frameLocator('iframe[title="Trailer: Fjellvettreglene"]')
      .locator('#spiller')
      .waitFor()
    const image = page.getByRole('img', { name: 'Stillbilde fra Fjellvettreglene' })
    await image.scrollIntoViewIfNeeded()
    await page.waitForFunction(
      () => document.querySelector('img[alt="Stillbilde fra Fjellvettreglene"]')?.complete,
    )
    const shown = await image.evaluate((img) => ({ width: img.naturalWidth, src: img.currentSrc }))
    assert.ok(shown.width > 0, 'the picture loaded')
    assert.match(new URL(shown.src).pathname, /^\/static\/img\/[0-9a-f]{16}-inline-/)
    assert.equal(new URL(shown.src).origin, site.origin)
    // The one that could not be downloaded is a placeholder, not a broken image.
    const missing = page.getByRole('img', { name: 'Et bilde som ikke finnes' })
    assert.equal(await missing.evaluate((el) => el.tagName), 'SPAN')
    assert.deepEqual(player, ['https://www.youtube-nocookie.com/embed/kulturhus-test'])
    assert.deepEqual(violations, [])
    await page.close()
  })
})
