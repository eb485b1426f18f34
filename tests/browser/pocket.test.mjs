// The cinema in a visitor's pocket, in Chromium: installable (no installability errors, a
// manifest with icons and shortcuts), whole offline (a page never visited gives a Norwegian
// page from the worker that lists the saved ones; every part's code is kept after a visit;
// the saved programme says how old it is), a film to follow, «Del» in one press, and a dark
// scheme chosen in the footer and applied before the first paint.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { expect, test, testLaunchOptions } from './fixtures.mjs'
import { menuButton } from './support/header.mjs'
import { KARI, logIn, scanQr } from './support/member.mjs'
import { nextFrames, swControls, waitUntilLive } from './support/page.mjs'

const FILM = '/fjellvettreglene-DXM20261001'
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true }
/** A page the offline tests' visits never link to. A link that comes into view (the footer's
 * «Om oss» once «Mørk» is pressed) is prefetched, and the worker then opens that page offline
 * from its caches: right for a visitor, but then it is not a page never visited. */
const NEVER_LINKED = '/dolby-atmos'
const goOfflineTo = async (page, path) => {
  assert.equal(await page.locator(`a[href="${path}"]`).count(), 0, `the page links to ${path}`)
  await page.context().setOffline(true)
  await page.goto(new URL(path, page.url()).href)
}

/** Resolves once gatsby-plugin-offline's worker would serve the path offline: it has been told
 * the page's files (its idb-keyval store, read without creating it) and has each in a cache. */
const workerServesOffline = (page, path) =>
  expect
    .poll(
      () =>
        page.evaluate(async (key) => {
          if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return false
          const db = await new Promise((resolve) => {
            const open = indexedDB.open('keyval-store')
            open.onsuccess = () => resolve(open.result)
          })
          const files = db.objectStoreNames.contains('keyval')
            ? await new Promise((resolve) => {
                const get = db.transaction('keyval').objectStore('keyval').get(key)
                get.onsuccess = () => resolve(get.result)
              })
            : undefined
          db.close()
          if (!files) return false
          for (const file of files) if (!(await caches.match(file))) return false
          return true
        }, `resources:${path}`),
      { message: `the worker serving ${path} offline` },
    )
    .toBe(true)

/** The colour of the browser's own bar, as HTML picks it: the first theme-color meta in
 * the document whose media matches (or that has none). */
const barColour = (page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  )

/** Holds back the bundle whose code holds the text until release() is called, so that a
 * test can press a part whose HTML is on screen before its code has arrived. requested
 * settles when the browser has asked for it. Only that bundle (found in the build on disk)
 * goes through the test: the rest come straight from the server, as fast as on a busy
 * machine they must. */
const holdCode = async (page, text) => {
  let release
  const released = new Promise((resolve) => (release = resolve))
  const bundles = fs
    .readdirSync('public')
    .filter((file) => file.endsWith('.js') && file !== 'sw.js')
    .filter((file) => fs.readFileSync(`public/${file}`, 'utf8').includes(text))
  assert.ok(bundles.length > 0, `no bundle holds «${text}»`)
  await page.route(
    (url) => bundles.some((file) => url.pathname === `/${file}`),
    async (route) => {
      await released
      // A bundle still on its way when the test closes the page has nowhere to go.
      await route.continue().catch(() => {})
    },
  )
  // Bounded, so that a bundle never asked for fails the test instead of hanging the file.
  const requested = page.waitForRequest(
    (request) => bundles.some((file) => new URL(request.url()).pathname === `/${file}`),
    { timeout: 30_000 },
  )
  requested.catch(() => {})
  return { release, requested }
}

test.describe('installing the site', () => {
  test('gives Chromium no installability errors, and a manifest with icons and shortcuts', async ({
    visit,
    site,
  }) => {
    // A profile of its own: Chromium never offers to install from an incognito window.
    const context = await chromium.launchPersistentContext(scratchDir('profile-'), {
      ...testLaunchOptions(),
      ...PHONE,
    })
    const page = await context.newPage()
    // The HTML links no manifest: the page links it once hydrated, so that the manifest
    // and its icon are not fetched beside the page's largest picture.
    const html = await (await fetch(`${site.origin}/`)).text()
    assert.doesNotMatch(html, /rel="manifest"/)
    await visit(page, '/')
    await swControls(page)
    // Still installable after a navigation in the page (Gatsby's head is replaced).
    await menuButton(page).click()
    await page.locator('nav[aria-label="Hovedmeny"] a[href="/kino"]:visible').first().click()
    await page.waitForURL('**/kino')
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    assert.deepEqual(installabilityErrors, [])
    assert.equal(await page.locator('link[rel="manifest"]').count(), 1)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await fetch(new URL(href, site.origin))).json()
    assert.equal(manifest.lang, 'nb')
    assert.equal(manifest.display, 'standalone')
    assert.equal(manifest.start_url, '/')
    assert.ok(manifest.name && manifest.short_name && manifest.theme_color)
    assert.ok(manifest.background_color)
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)
    for (const icon of ['192x192 any', '512x512 any', '512x512 maskable'])
      assert.ok(icons.includes(icon), icon)
    for (const icon of manifest.icons)
      assert.equal((await fetch(new URL(icon.src, site.origin))).status, 200, icon.src)
    assert.deepEqual(
      manifest.shortcuts.map((s) => [s.name, s.url]),
      [
        ['Kinoprogram', '/kino'],
        ['Mine billetter', '/kinoklubb/min-side'],
      ],
    )
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    assert.equal((await fetch(new URL(touch, site.origin))).status, 200)
    await context.close()
  })
})

/** A visit of /kino until the worker controls it, with the footer's «Om oss» brought into
 * view (Gatsby prefetches it, and the worker is told the page's files), then /om-oss
 * without a network. */
const omOssOfflineAfterVisit = async (page, visit) => {
  await visit(page, '/kino')
  await swControls(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).scrollIntoViewIfNeeded()
  await workerServesOffline(page, '/om-oss')
  await page.context().setOffline(true)
  await page.goto(new URL('/om-oss', page.url()).href)
}

test.describe('offline', () => {
  test('gives a page never visited a Norwegian page listing the saved ones, which open offline', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    await swControls(page)
    await visit(page, FILM)
    await goOfflineTo(page, NEVER_LINKED)
    await page.getByRole('heading', { level: 1, name: 'Du er uten nett' }).waitFor()
    const saved = await page.getByRole('listitem').allInnerTexts()
    assert.ok(saved.includes('Kino'), saved.join(', '))
    assert.ok(saved.includes('Fjellvettreglene'), saved.join(', '))
    assert.match(
      await page.locator('main').innerText(),
      /Programmet som er lagret her, ble hentet \p{L}+dag \d+\. \p{L}+ kl\. \d\d[.:]\d\d/u,
    )
    await page.getByRole('link', { name: 'Fjellvettreglene' }).click()
    await page.getByRole('heading', { level: 1, name: 'Fjellvettreglene' }).waitFor()
    // The saved programme, shown offline, says how old it is.
    await page.getByText(/Du er uten nett\. Programmet er fra mandag 23\. november kl\./).waitFor()
    await page.close()
  })

  test('draws the offline page in the colours chosen in the footer, not only the phone’s', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'light' })
    const refused = []
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text())
    })
    await visit(page, '/kino')
    await swControls(page)
    await waitUntilLive(page.getByRole('radio', { name: 'Mørk' }))
    await page.getByRole('radio', { name: 'Mørk' }).check()
    await goOfflineTo(page, NEVER_LINKED)
    await page.getByRole('heading', { level: 1, name: 'Du er uten nett' }).waitFor()
    const colours = () =>
      page.evaluate(() => {
        const body = getComputedStyle(document.body)
        return [body.backgroundColor, body.color]
      })
    assert.deepEqual(await colours(), ['rgb(22, 22, 24)', 'rgb(236, 236, 236)'])
    assert.equal(await barColour(page), '#232327')
    assert.deepEqual(refused, [])
    // «Lys» on a dark phone holds offline too.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.evaluate(() => localStorage.setItem('cw-colour-scheme', 'light'))
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Du er uten nett' }).waitFor()
    assert.deepEqual(await colours(), ['rgb(255, 255, 255)', 'rgb(26, 26, 26)'])
    assert.equal(await barColour(page), '#f28a1e')
    await page.close()
  })

  test('opens a page whose link was in view offline, after a visit of one page', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'light' })
    await omOssOfflineAfterVisit(page, visit)
    await page.getByRole('heading', { level: 1, name: 'Om oss' }).waitFor()
    const logo = page.getByRole('banner').getByRole('img', { name: /Gjøvik kino og kulturhus/ })
    await page.waitForFunction((img) => img.complete, await logo.elementHandle())
    assert.ok(await logo.evaluate((img) => img.naturalWidth > 0), 'the logo did not load offline')
    await page.close()
  })

  test('gives the offline page, not a blank one, for a page in view when the worker could not keep what pages share', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'light' })
    // The worker's list is refused at its install: the app data and the static query's
    // result, fetched before the worker controlled the page, are in no cache.
    await page
      .context()
      .route('**/offline-files.json', (route) =>
        route.request().serviceWorker()
          ? route.fulfill({ status: 503, body: 'Utilgjengelig' })
          : route.fallback(),
      )
    await omOssOfflineAfterVisit(page, visit)
    await page.getByRole('heading', { level: 1, name: 'Du er uten nett' }).waitFor()
    // None of the pages it has data for would open either.
    await page.getByText('Ingen sider er lagret i denne nettleseren ennå.').waitFor()
    await page.close()
  })

  test('installs, keeping every other file, when one file hangs and one is refused', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    const { code, shared: everyPage } = await (
      await fetch(`${site.origin}/offline-files.json`)
    ).json()
    // Files of its own list only: one the plugin precaches as well would fail its install.
    const worker = await (await fetch(`${site.origin}/sw.js`)).text()
    const hanging = everyPage[0]
    const refused = code.find((file) => !worker.includes(file.slice(1)))
    assert.ok(refused && !worker.includes(hanging.slice(1)))
    await page.context().route(
      (url) => [hanging, refused].includes(url.pathname),
      (route) => {
        if (!route.request().serviceWorker()) return route.fallback()
        if (route.request().url().endsWith(refused))
          return route.fulfill({ status: 500, body: 'Feil' })
        // the hanging one is never answered
      },
    )
    await page.goto(`${site.origin}/`)
    await swControls(page)
    const rest = [...code, ...everyPage].filter((file) => file !== hanging && file !== refused)
    await expect
      .poll(
        () =>
          page.evaluate(async (files) => {
            const left = []
            for (const file of files) if (!(await caches.match(file))) left.push(file)
            return left
          }, rest),
        { message: 'the files not kept', timeout: 5_000 },
      )
      .toEqual([])
    await page.close()
  })

  test('keeps the code of every part of every page once the worker has installed, however short the visit', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    // A glance: the front page, no more, until the worker is there.
    await page.goto(`${site.origin}/`)
    await swControls(page)
    const { code, shared: everyPage } = await (
      await fetch(`${site.origin}/offline-files.json`)
    ).json()
    assert.ok(code.length > 10, `${code.length} files`)
    assert.ok(everyPage.includes('/page-data/app-data.json'), everyPage.join(', '))
    await expect
      .poll(
        () =>
          page.evaluate(
            async (files) => {
              const left = []
              for (const file of files) if (!(await caches.match(file))) left.push(file)
              return left
            },
            [...code, ...everyPage],
          ),
        { message: 'the files not kept', timeout: 20_000, intervals: [250] },
      )
      .toEqual([])
    await page.close()
  })
})

test.describe('following a film', () => {
  test('offers «Følg filmen» on the film page, a webcal: subscription of its own calendar and the same in Google Calendar, and says what it does', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, FILM)
    const follow = page.getByRole('link', { name: 'Følg filmen Fjellvettreglene' })
    const href = await follow.getAttribute('href')
    assert.match(href, /^webcal:\/\/[^/]+\/kalender\/film\/fjellvettreglene-DXM20261001\.ics$/)
    const ics = await (await fetch(`${site.origin}${new URL(href).pathname}`)).text()
    assert.match(ics, /^BEGIN:VCALENDAR\r\n/)
    await page.getByText(/kommer visningene inn i kalenderen din av seg selv/).waitFor()
    // Android's browsers open no webcal: address: Google Calendar subscribes to the same one.
    const google = page.getByRole('link', { name: 'Følg Fjellvettreglene i Google Kalender' })
    const subscribe = new URL(await google.getAttribute('href'))
    assert.equal(subscribe.origin, 'https://calendar.google.com')
    assert.equal(subscribe.searchParams.get('cid'), href)
    await page.close()
  })

  test('offers it on every «Kommende filmer» card, in Google Calendar too', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kommende-filmer')
    const cards = await page.locator('main article').count()
    assert.ok(cards > 0)
    assert.equal(await page.getByRole('link', { name: /^Følg filmen / }).count(), cards)
    const google = page.getByRole('link', { name: /^Følg .+ i Google Kalender$/ })
    assert.equal(await google.count(), cards)
    await page.close()
  })
})

test.describe('sharing', () => {
  test("opens the phone's share sheet with the page's address and nothing of the visitor's", async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.context().addInitScript(() => {
      window.__shared = []
      navigator.share = async (data) => void window.__shared.push(data)
    })
    await visit(page, `${FILM}?tilbake=%2Fkinoklubb&vis=film#billetter-tittel`)
    // By keyboard: the button is reached and pressed like any other.
    const share = page.getByRole('button', { name: 'Del Fjellvettreglene' })
    await waitUntilLive(share)
    await share.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => window.__shared.length === 1)
    assert.deepEqual(await page.evaluate(() => window.__shared), [
      { title: 'Fjellvettreglene', url: `${site.origin}${FILM}` },
    ])
    await page.close()
  })

  test('keeps a press on «Del» made before its code arrived, and acts on it once', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.context().addInitScript(() => {
      window.__shared = []
      navigator.share = async (data) => void window.__shared.push(data)
    })
    // The share button's code, known by the word it reads (its words are layout data).
    const code = await holdCode(page, 'linkCopied')
    await page.goto(`${site.origin}${FILM}`)
    const share = page.getByRole('button', { name: 'Del Fjellvettreglene' })
    await share.click()
    await waitForHydration(page)
    await code.requested
    assert.deepEqual(await page.evaluate(() => window.__shared), [])
    code.release()
    await page.waitForFunction(() => window.__shared.length === 1)
    // Once live, a press is React's alone: one more press shares once more, not twice.
    await share.click()
    await page.waitForFunction(() => window.__shared.length === 2)
    await nextFrames(page)
    assert.equal(await page.evaluate(() => window.__shared.length), 2)
    await page.close()
  })

  test('copies the link where there is no share sheet, and says so', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin })
    await visit(page, '/article/sommerles?utm_source=nyhetsbrev')
    const share = page.getByRole('button', { name: /^Del / })
    await waitUntilLive(share)
    await share.click()
    await page.getByRole('status').filter({ hasText: 'Lenken er kopiert.' }).waitFor()
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      `${site.origin}/article/sommerles`,
    )
    await page.close()
  })
})

test.describe('the dark scheme', () => {
  test("follows the phone's setting, and the footer's choice is kept and applied before the first paint", async ({
    openPage,
    visit,
  }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'dark' })
    await visit(page, '/kino')
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    assert.equal(await background(), 'rgb(22, 22, 24)')
    assert.equal(await barColour(page), '#232327')
    await waitUntilLive(page.getByRole('radio', { name: 'Lys' }))
    await page.getByRole('radio', { name: 'Lys' }).check()
    assert.equal(await background(), 'rgb(255, 255, 255)')
    // The browser's bar turns with the page, not only with the phone's setting.
    assert.equal(await barColour(page), '#f28a1e')
    // The next page has the choice on <html> and in the bar before its body is parsed:
    // nothing flashes.
    await page.context().addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return
        window.__schemeAtBody = document.documentElement.dataset.scheme ?? 'none'
        window.__barAtBody = [...document.querySelectorAll('meta[name="theme-color"]')].find(
          (meta) => !meta.media || matchMedia(meta.media).matches,
        )?.content
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await visit(page, '/')
    assert.deepEqual(await page.evaluate(() => [window.__schemeAtBody, window.__barAtBody]), [
      'light',
      '#f28a1e',
    ])
    // The footer's choice shows the stored one once its code has read it (the build's HTML
    // cannot know it); it fails here by timing out if it never does.
    await waitUntilLive(page.getByRole('radio', { name: 'Som enheten' }))
    await page.waitForFunction(
      () => document.querySelector('input[name="fargetema"][value="light"]')?.checked === true,
    )
    // A page opened inside the site, whose head the router replaces, keeps the bar chosen.
    await page.evaluate(() => (window.__samePage = true))
    await page.locator(`main a[href="${FILM}"]:visible`).first().click()
    await page.waitForFunction(() => document.title.startsWith('Fjellvettreglene'))
    assert.equal(await page.evaluate(() => window.__samePage), true, 'a full page load')
    assert.equal(await barColour(page), '#f28a1e')
    await page.getByRole('radio', { name: 'Som enheten' }).check()
    assert.equal(await background(), 'rgb(22, 22, 24)')
    assert.equal(await barColour(page), '#232327')
    await page.close()
  })

  test('offers the three choices on one row under «Farger» on a phone', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/kino')
    const tops = await page
      .locator('footer fieldset label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top))
    assert.equal(tops.length, 3)
    assert.equal(new Set(tops).size, 1, `rows of the choices: ${tops}`)
    await page.close()
  })

  test('applies and keeps a choice of colours pressed before its code arrived', async ({
    openPage,
    visit,
    site,
  }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'light' })
    const code = await holdCode(page, 'fargetema')
    await page.goto(`${site.origin}/om-oss`)
    await page.getByRole('radio', { name: 'Mørk' }).check()
    await waitForHydration(page)
    await code.requested
    code.release()
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(22, 22, 24)',
    )
    await page.unrouteAll({ behavior: 'wait' })
    await visit(page, '/')
    assert.equal(await background(), 'rgb(22, 22, 24)')
    await page.close()
  })

  test("keeps a ticket's QR code dark on light, and readable", async ({ openPage, visit }) => {
    const page = await openPage({ ...PHONE, colorScheme: 'dark' })
    await visit(page, '/kinoklubb')
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/min-side')
    const ticket = page.getByRole('article', { name: /Billett: Fjellvettreglene/ })
    const qr = ticket.getByRole('img', { name: /QR-kode/ })
    assert.equal(await scanQr(qr), 'GJK-118-100001')
    await page.close()
  })
})
