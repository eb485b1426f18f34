// Cookie consent as a first-time visitor meets it: nothing non-essential before a choice,
// analytics and the pixel only after opting in, refusing as easy as accepting.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { createSiteServer } from '../../scripts/serve.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { layoutShift, slowNetwork, watchErrors } from './support/page.mjs'

test.use({ serviceWorker: false })
const TRACKERS = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/
const FILM = '/fjellvettreglene-DXM20261001'

/** A first visit whose tracker requests are recorded (and answered locally: no internet). */
const firstVisit = async (openPage) => {
  const page = await openPage({}, { askConsent: true })
  const tracked = []
  await page.context().route(TRACKERS, (route) => {
    tracked.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return { page, tracked }
}

const dialog = (page) => page.getByRole('region', { name: 'Informasjonskapsler' })

test.describe('cookie consent', () => {
  test('stores and loads nothing non-essential before the visitor chooses', async ({
    openPage,
    visit,
  }) => {
    const { page, tracked } = await firstVisit(openPage)
    const errors = watchErrors(page)
    await visit(page, FILM)
    await dialog(page).waitFor()
    // The page has loaded all it asks for by itself (a tracker among it, were it asked for).
    await page.waitForLoadState('networkidle')
    assert.deepEqual(tracked, [])
    assert.deepEqual(await page.context().cookies(), [])
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), [])
    assert.deepEqual(errors, [])
    await page.close()
  })

  test('loads analytics and the pixel after «Godta alle», and reports the film view', async ({
    openPage,
    visit,
  }) => {
    const { page } = await firstVisit(openPage)
    await visit(page, FILM)
    // The tools start from a chunk loaded after the click: wait for their requests, which
    // time out (and fail the test) if they are never made.
    const analyticsLoads = page.waitForRequest(/gtag\/js\?id=G-KULTUR118/, { timeout: 10_000 })
    const pixelLoads = page.waitForRequest(/fbevents\.js/, { timeout: 10_000 })
    await dialog(page).getByRole('button', { name: 'Godta alle' }).click()
    await Promise.all([analyticsLoads, pixelLoads])
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((args) => args[0] === 'event' && args[1] === 'view_item'),
    )
    const view = await page.evaluate(
      () => [...window.dataLayer].find((a) => a[0] === 'event' && a[1] === 'view_item')[2],
    )
    assert.deepEqual(view.items[0], {
      item_id: view.items[0].item_id,
      item_name: 'Fjellvettreglene',
      item_brand: 'Gjøvik kino og kulturhus',
      item_list_name: 'Filmside',
      item_category: 'Film',
    })
    await page.close()
  })

  test('refuses with one press, as easily as accepting, and then loads nothing', async ({
    openPage,
    visit,
  }) => {
    const { page, tracked } = await firstVisit(openPage)
    await visit(page, '/')
    const accept = dialog(page).getByRole('button', { name: 'Godta alle' })
    const refuse = dialog(page).getByRole('button', { name: 'Avvis alle' })
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()]
    assert.equal(Math.round(a.height), Math.round(r.height))
    assert.ok(Math.abs(a.width - r.width) < 8, 'the two buttons are the same size')
    // Keyboard: the dialog comes first in the tab order.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Avvis alle')
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached' })
    await visit(page, FILM)
    await page.waitForLoadState('networkidle')
    assert.deepEqual(tracked, [])
    await page.close()
  })

  test('can be changed from the footer and from the cookie article, with nothing pre-ticked', async ({
    openPage,
    visit,
  }) => {
    const { page, tracked } = await firstVisit(openPage)
    await visit(page, '/article/info-om-cookies')
    await dialog(page).getByRole('button', { name: 'Tilpass' }).click()
    assert.equal(await page.getByRole('checkbox', { name: 'Statistikk' }).isChecked(), false)
    assert.equal(await page.getByRole('checkbox', { name: 'Markedsføring' }).isChecked(), false)
    await dialog(page).getByRole('button', { name: 'Avvis alle' }).click()
    await page.getByText('Statistikk: ikke tillatt. Markedsføring: ikke tillatt.').waitFor()

    await page
      .getByRole('main')
      .getByRole('button', { name: 'Innstillinger for informasjonskapsler' })
      .click()
    await page.getByRole('checkbox', { name: 'Statistikk' }).check()
    const analyticsLoads = page.waitForRequest(/googletagmanager/, { timeout: 10_000 })
    await dialog(page).getByRole('button', { name: 'Lagre valg' }).click()
    await page.getByText('Statistikk: tillatt. Markedsføring: ikke tillatt.').waitFor()
    await analyticsLoads
    // The pixel would be started in the same task as analytics (start-tracking.ts): its
    // stub and its script element would be there by now.
    assert.deepEqual(
      await page.evaluate(() => ({
        fbq: typeof window.fbq,
        script: !!document.querySelector('script[src*="fbevents"]'),
      })),
      { fbq: 'undefined', script: false },
    )
    assert.ok(!tracked.some((url) => url.includes('facebook')))

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Innstillinger for informasjonskapsler' })
      .click()
    await dialog(page).waitFor()
    await page.close()
  })

  test('is in the page before its JavaScript runs, and never shown again to a visitor who chose', async ({
    openPage,
    visit,
    site,
  }) => {
    // No script files: what the visitor sees while the JavaScript is still on its way.
    const withoutScripts = async (options) => {
      const page = await openPage({}, options)
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(`${site.origin}/kino`)
      return page
    }
    const first = await withoutScripts({ askConsent: true })
    assert.ok(await dialog(first).isVisible(), 'a first visitor is asked at first paint')
    assert.equal(await first.evaluate(() => document.documentElement.dataset.hydrated), undefined)
    await first.close()

    const returning = await withoutScripts({ askConsent: false })
    assert.equal(await returning.locator('[data-consent-pending]').count(), 1)
    assert.equal(await dialog(returning).isVisible(), false)
    await returning.close()

    // Once hydrated, the returning visitor's page has no dialog at all.
    const hydrated = await openPage()
    await visit(hydrated, '/kino')
    assert.equal(await hydrated.locator('[data-consent-pending]').count(), 0)
    assert.equal(await dialog(hydrated).count(), 0)
    await hydrated.close()
  })

  test('appears whole at first paint, even when the page arrives in pieces', async ({
    openPage,
  }) => {
    // A slow network can hand the browser the page up to the middle of the dialog, and the
    // browser paints what it has: the dialog's heading alone, the rest a moment later. This
    // server does that on purpose, pausing after the dialog's heading.
    const root = path.resolve('public')
    const site = createSiteServer({ root })
    await site.ready()
    const { pages } = JSON.parse(fs.readFileSync(path.join(root, 'security-headers.json'), 'utf8'))
    const html = fs.readFileSync(path.join(root, 'kino/index.html'))
    const cut = html.indexOf('Informasjonskapsler</h2>') + 'Informasjonskapsler</h2>'.length
    const slow = http.createServer((req, res) => {
      if (req.url !== '/kino') return site.routing(req, res)
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': pages['/kino'],
      })
      res.write(html.subarray(0, cut))
      slowNetwork(600).then(() => res.end(html.subarray(cut)))
    })
    await new Promise((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const page = await openPage(
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
      { askConsent: true },
    )
    try {
      await page.goto(`http://localhost:${slow.address().port}/kino`)
      await waitForHydration(page)
      await dialog(page).waitFor()
      const shift = await layoutShift(page)
      assert.ok(shift < 0.01, `layout shift ${shift.toFixed(3)}`)
    } finally {
      await page.close()
      slow.closeAllConnections()
      await new Promise((resolve) => slow.close(resolve))
    }
  })
})
