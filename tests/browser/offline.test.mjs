// The service worker: a returning visitor sees a new deploy's programme at once, pages
// visited before load offline, and a member's tickets (with QR codes) show offline.
// The site is served from a symlink, swapped from one build to the next as a deploy does.
import assert from 'node:assert/strict'
import { expect, test } from './fixtures.mjs'
import { swControls } from './support/page.mjs'

const FIRST_BUILD = 'public'
const NEXT_BUILD = 'public-partner-178' // a day later's programme
const FILM = '/fjellvettreglene-DXM20261001'
test.use({ build: 'deployable' })

const firstShowingTime = (page) =>
  page.locator('section[aria-labelledby="billetter-tittel"] time').first()
const firstShowing = (page) => firstShowingTime(page).getAttribute('datetime')

/** Waits for the film page of the next build: its first showing a day later. */
const showsNextBuild = (page) =>
  expect(firstShowingTime(page)).toHaveAttribute('datetime', /^2026-11-24/, { timeout: 20_000 })

const programmeDay = (iso) => iso.slice(0, 10)

test.describe('service worker', () => {
  test('shows the new programme on the next reload after a deploy', async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage()
    await visit(page, FILM)
    await swControls(page)
    const before = await firstShowing(page)
    assert.equal(programmeDay(before), '2026-11-23')

    site.deploy(NEXT_BUILD)
    await page.reload()
    await showsNextBuild(page)
    assert.equal(new URL(page.url()).pathname, FILM)
    await page.close()
  })

  test('shows the new programme on the next navigation after a deploy', async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage()
    await visit(page, '/kino')
    await swControls(page)
    site.deploy(NEXT_BUILD)
    await page.locator(`a[href="${FILM}"]:visible`).first().click()
    await showsNextBuild(page)
    await page.close()
  })

  test("answers every page it controls with the page's own HTML, preloaded, online and offline, never an empty shell", async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage()
    await visit(page, '/kino')
    await swControls(page)
    // The page's request leaves as the browser starts the worker (navigation preload).
    const preload = await page.evaluate(async () =>
      (await navigator.serviceWorker.ready).navigationPreload.getState(),
    )
    assert.equal(preload.enabled, true, 'the worker does not preload navigations')
    /** The page's HTML as the worker answered it, and whether its main holds the page. */
    const answered = async (path) => {
      const answer = await page.goto(`${site.origin}${path}`)
      const html = await answer.text()
      return {
        path,
        fromWorker: answer.fromServiceWorker(),
        heading: /<main[^>]*>[\s\S]*<h1[^>]*>[\s\S]*?<\/h1>/
          .exec(html)?.[0]
          .replace(/<[^>]+>/g, '')
          .slice(-40),
      }
    }
    const online = [await answered('/kino?tid=kveld'), await answered(FILM), await answered('/')]
    await page.context().setOffline(true)
    const offline = [await answered('/kino'), await answered(FILM)]
    for (const seen of [...online, ...offline]) {
      assert.equal(seen.fromWorker, true, `${seen.path} did not come through the worker`)
      assert.ok(seen.heading, `${seen.path} came without its content: ${JSON.stringify(seen)}`)
    }
    assert.match(offline[1].heading, /Fjellvettreglene/)
    await page.close()
  })

  test('loads pages visited before when the network is gone', async ({ openPage, visit, site }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage()
    await visit(page, '/kino')
    await swControls(page)
    await visit(page, FILM)
    // A visit, not a glance: the parts that hydrate later have fetched their code too.
    await page.waitForLoadState('networkidle')
    await page.context().setOffline(true)
    await visit(page, '/kino')
    await page.getByRole('heading', { level: 1, name: /Kino/ }).first().waitFor()
    await visit(page, FILM)
    assert.equal(programmeDay(await firstShowing(page)), '2026-11-23')
    await page.close()
  })

  test("shows a member's last tickets, with QR codes, at the door without a network, full screen too", async ({
    openPage,
    visit,
    site,
  }) => {
    site.deploy(FIRST_BUILD)
    const page = await openPage()
    await visit(page, '/kinoklubb')
    await swControls(page)
    await page.getByLabel('E-postadresse').fill('kari@example.no')
    await page.getByLabel('Passord').fill('Kinoklubb118')
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.waitForURL('**/kinoklubb/min-side')
    await page.getByRole('article', { name: /Billett: Fjellvettreglene/ }).waitFor()
    // The service worker keeps a page's data after it has answered with it; on a loaded CI
    // machine the member could walk out of the network before it had (the page then never
    // loaded offline). At the door the visit was minutes ago.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          Boolean(await caches.match('/page-data/kinoklubb/min-side/page-data.json')),
        ),
      )
      .toBe(true)

    await page.context().setOffline(true)
    await visit(page, '/kinoklubb/min-side')
    await page.getByText(/Billettene under er slik de var sist de ble hentet/).waitFor()
    const ticket = page.getByRole('article', { name: /Billett: Fjellvettreglene/ })
    await ticket.getByRole('img', { name: /QR-kode/ }).waitFor()
    await ticket.getByRole('button', { name: /^Vis billetten i døra/ }).click()
    const view = page.getByRole('dialog', { name: 'Fjellvettreglene' })
    await view.getByRole('img', { name: /QR-kode/ }).waitFor()
    assert.equal(await view.getByRole('img').getAttribute('data-qr-value'), 'GJK-118-100001')
    await page.close()
  })
})
