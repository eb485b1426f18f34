// Security headers on the served site, and a Content-Security-Policy that the site itself
// never trips: no inline script runs unless the build hashed it.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { openPage, siteAndBrowser, startSite, waitForHydration } from './harness.mjs'

const shared = siteAndBrowser()

const headersOf = async (route) => (await fetch(`${shared.site.origin}${route}`)).headers

describe('security headers', () => {
  it('are sent with pages, data files and the not-found page', async () => {
    for (const route of ['/', '/kino', '/page-data/app-data.json', '/finnes-ikke']) {
      const h = await headersOf(route)
      const csp = h.get('content-security-policy') ?? ''
      assert.match(csp, /frame-ancestors 'none'/, route)
      assert.match(csp, /default-src 'self'/, route)
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/, route)
      assert.match(h.get('strict-transport-security') ?? '', /max-age=\d{7,}/, route)
      assert.equal(h.get('x-content-type-options'), 'nosniff', route)
      assert.equal(h.get('referrer-policy'), 'strict-origin-when-cross-origin', route)
      assert.match(h.get('permissions-policy') ?? '', /camera=\(\)/, route)
      assert.equal(h.get('x-frame-options'), 'DENY', route)
    }
  })

  it('allow only the analytics, partner API, ticketing and video player hosts', async () => {
    const csp = (await headersOf('/')).get('content-security-policy')
    const hosts = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((m) => new URL(m[0]).host)
    assert.deepEqual([...new Set(hosts)].sort(), [
      'billett.kinopartner.example',
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

  it('are never tripped by the site itself, logged in or out', async () => {
    const page = await openPage(shared.browser)
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
      await page.goto(`${shared.site.origin}${route}`)
      await waitForHydration(page)
    }
    await page.getByLabel('E-postadresse').fill('kari@example.no')
    await page.getByLabel('Passord').fill('Kinoklubb118')
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.getByRole('article').first().waitFor()
    assert.deepEqual(violations, [])
    await page.close()
  })

  it('stops a script that content smuggles into a page', async () => {
    const page = await openPage(shared.browser)
    const violations = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    await page.goto(`${shared.site.origin}/kino`)
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
// YouTube player and a distributor's press image, as editors do. Neither host is reachable
// from here, so the browser's requests are answered locally; the CSP is checked by the
// browser before any request leaves, so a blocked frame or image never gets that far.
describe('embedded video and outside images in an article', () => {
  it('load under the CSP, with no violation', async () => {
    const site = await startSite('public-partner-178')
    const page = await openPage(shared.browser)
    const violations = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    const answered = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      answered.push(route.request().url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Spiller</title><p id="spiller">Trailer</p>',
      })
    })
    await page.route('https://presse.distributor.example/**', (route) => {
      answered.push(route.request().url())
      return route.fulfill({ contentType: 'image/png', body: PNG_1X1 })
    })
    await page.goto(`${site.origin}/article/trailer-og-pressebilde`)
    await waitForHydration(page)
    const player = page.frameLocator('iframe[title="Trailer: Fjellvettreglene"]')
    await player.locator('#spiller').waitFor()
    const image = page.getByRole('img', { name: 'Stillbilde fra Fjellvettreglene' })
    await image.waitFor()
    await page.waitForFunction(
      () => document.querySelector('img[alt="Stillbilde fra Fjellvettreglene"]')?.complete,
    )
    assert.equal(await image.evaluate((img) => img.naturalWidth), 1)
    assert.deepEqual(answered.sort(), [
      'https://presse.distributor.example/bilder/fjellvettreglene-still.png',
      'https://www.youtube-nocookie.com/embed/kulturhus-test',
    ])
    assert.deepEqual(violations, [])
    await page.close()
    await site.close()
  })
})

// A 1 x 1 PNG, so that the test needs no image file.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
