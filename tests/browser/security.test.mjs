// Security headers on the served site, and a Content-Security-Policy that the site itself
// never trips: no inline script runs unless the build hashed it.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { openPage, siteAndBrowser, waitForHydration } from './harness.mjs'

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

  it('allow only the analytics, partner API and ticketing hosts', async () => {
    const csp = (await headersOf('/')).get('content-security-policy')
    const hosts = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((m) => new URL(m[0]).host)
    assert.deepEqual([...new Set(hosts)].sort(), [
      'billett.kinopartner.example',
      'connect.facebook.net',
      'localhost:8119',
      'region1.google-analytics.com',
      'www.facebook.com',
      'www.google-analytics.com',
      'www.googletagmanager.com',
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
