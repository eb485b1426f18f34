// A member at a shared computer (the library's public PCs): without «Husk meg» the next
// person's window inherits nothing of the member's; «Logg ut» removes every trace (storage,
// caches, IndexedDB, both of the partner's sessions); a session left alone ends after 30
// minutes, with a warning first; and a remembered member keeps today's tickets offline.
import assert from 'node:assert/strict'
import { expect, PARTNER_API, PROGRAMME_NOW, test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'
import { KARI, logIn } from './support/member.mjs'

/** Everything of the member's this browser holds: storage, the partner's cookies, cached
 * answers from the partner and whatever IndexedDB keeps that names the member. */
const traces = (page, token = 'no token') =>
  page.evaluate(
    async ({ partner, token, email }) => {
      const keys = (store) =>
        Object.keys(store).filter((key) =>
          /^cw-(profile|tickets|watchlist-copy|seen-showings|window-session|last-activity)/.test(
            key,
          ),
        )
      const cached = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (request.url.startsWith(partner)) cached.push(request.url)
      const idb = []
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        for (const store of db.objectStoreNames) {
          const all = await new Promise((resolve) => {
            const get = db.transaction(store).objectStore(store).getAll()
            get.onsuccess = () => resolve(get.result)
            get.onerror = () => resolve([])
          })
          const text = JSON.stringify(all)
          if (text.includes(token) || text.includes(email)) idb.push(`${name}/${store}`)
        }
        db.close()
      }
      return { local: keys(localStorage), session: keys(sessionStorage), cached, idb }
    },
    { partner: PARTNER_API.origin, token, email: KARI.email },
  )

/** The partner's cookies (the member API's session, its XSRF token, the checkout's), by
 * name, with when each expires (-1: with the browser's session). */
const partnerCookies = async (context) =>
  (await context.cookies())
    .filter((c) => c.domain === PARTNER_API.hostname)
    .map((c) => ({ name: c.name, expires: c.expires }))

/** A browser of the library's: one context, its windows (pages) opened and closed in it. */
const libraryBrowser = async (browser, options = {}) => {
  const context = await browser.newContext(options)
  // The visitor has answered the cookie question, so the band covers nothing.
  await context.addInitScript(() =>
    localStorage.setItem(
      'cw-consent',
      JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 0 }),
    ),
  )
  return context
}

/** Logs Kari in on /kinoklubb, remembered or not, and waits for min side with her tickets
 * and for the checkout's login, which the site makes after the film club's (on a loaded
 * machine it answered after the tickets were shown). Gives her token, to look for afterwards. */
const logInKari = async (page, visit, { remember = false } = {}) => {
  await visit(page, '/kinoklubb?tilbake=%2Fkinoklubb%2Fmin-side')
  if (remember) await page.getByRole('checkbox', { name: 'Husk meg på denne enheten' }).check()
  const checkoutLogin = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/ticketing\/118\/login\b/.test(r.url()),
  )
  await logIn(page, KARI)
  await page.waitForURL('**/kinoklubb/min-side')
  await page.getByRole('article', { name: /Billett: Fjellvettreglene/ }).waitFor()
  await checkoutLogin
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('cw-profile-new') ?? localStorage.getItem('cw-profile-new'))
        .token,
  )
}

test.describe('a member on a shared computer', () => {
  test('leaves the next person nothing after closing the window without logging out', async ({
    visit,
    site,
    browser,
  }) => {
    const context = await libraryBrowser(browser)
    const page = await context.newPage()
    await page.clock.setFixedTime(PROGRAMME_NOW)
    const token = await logInKari(page, visit)
    // Kari's things are in this window's storage alone.
    const during = await traces(page, token)
    assert.deepEqual(during.local, [])
    assert.ok(during.session.includes('cw-profile-new'), JSON.stringify(during))
    // The partner's cookies, the checkout's among them, last the browser's session only.
    const cookies = await partnerCookies(context)
    assert.ok(
      cookies.some((c) => c.name === 'ticketing_118'),
      JSON.stringify(cookies),
    )
    for (const cookie of cookies)
      assert.equal(cookie.expires, -1, `${cookie.name} outlives the window`)
    await page.close({ runBeforeUnload: false })

    // The next person opens a window of the same browser.
    const next = await context.newPage()
    await next.clock.setFixedTime(PROGRAMME_NOW)
    await next.goto(`${site.origin}/kinoklubb/min-side`)
    await next.waitForURL('**/kinoklubb?tilbake=%2Fkinoklubb%2Fmin-side')
    await next.getByRole('link', { name: 'Logg inn i kinoklubben' }).waitFor()
    assert.deepEqual(await traces(next, token), { local: [], session: [], cached: [], idb: [] })
    await context.close()
  })

  test('removes every trace of the member at «Logg ut», a remembered one included', async ({
    visit,
    browser,
  }) => {
    const context = await libraryBrowser(browser)
    const page = await context.newPage()
    await page.clock.setFixedTime(PROGRAMME_NOW)
    const token = await logInKari(page, visit, { remember: true })
    const remembered = await traces(page, token)
    assert.ok(remembered.local.includes('cw-profile-new'), JSON.stringify(remembered))
    assert.ok(remembered.local.includes('cw-tickets'), 'today’s tickets are kept offline')
    assert.ok(
      (await partnerCookies(context)).some(
        (c) => c.name === 'ticketing_118' && c.expires > Date.now() / 1000 + 86_400,
      ),
      'a remembered checkout cookie lasts',
    )
    await page.getByRole('button', { name: 'Logg ut' }).click()
    await page.waitForURL('**/kinoklubb?utlogget=1')
    await page.getByText('Du er logget ut.').waitFor()
    // The partner's logouts answer after the page has moved on; their cookies go then.
    const left = async () => ({
      traces: await traces(page, token),
      cookies: (await partnerCookies(context)).filter((c) => c.name !== 'XSRF-TOKEN'),
    })
    const none = { traces: { local: [], session: [], cached: [], idb: [] }, cookies: [] }
    await expect.poll(left, { message: 'every trace of the member gone' }).toEqual(none)
    await context.close()
  })

  test('warns after 28 idle minutes, stays on «Fortsett», and logs out after 30', async ({
    visit,
    browser,
  }) => {
    const context = await libraryBrowser(browser, { viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.clock.install({ time: PROGRAMME_NOW })
    const token = await logInKari(page, visit)
    await page.clock.fastForward('27:00')
    assert.equal(await page.getByRole('dialog').count(), 0)
    await page.clock.fastForward('01:30')
    const dialog = page.getByRole('dialog', { name: 'Er du fortsatt der?' })
    await dialog.waitFor()
    assert.deepEqual(await wcagViolations(page), [])
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Fortsett å være logget inn',
    )
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    // Still Kari, and the count started again.
    await page.clock.fastForward('29:00')
    assert.match(await page.locator('h1, h2').first().innerText(), /Kari|Min side|Hei/)
    assert.ok((await traces(page)).session.includes('cw-profile-new'))
    await page.clock.fastForward('02:00')
    await page.getByText(/logget ut etter 30 minutter uten aktivitet/).waitFor()
    assert.deepEqual(await traces(page, token), { local: [], session: [], cached: [], idb: [] })
    await context.close()
  })
})
