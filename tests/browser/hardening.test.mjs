// What a hostile link or a shared computer can do to a member, tried in Chromium against
// the served build and the partner API stand-in: a ?tilbake= that the browser would read
// as another host, logging out on a shared PC, and guessing passwords.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { PARTNER_API, test } from './fixtures.mjs'
import { KARI, logIn, storedProfile } from './support/member.mjs'

test.use({ serviceWorker: false, tabs: true })

/** What the member API answers this browser, with its cookies, for the tickets. */
const ticketsStatus = (page) =>
  page.evaluate(
    (base) =>
      fetch(`${base}/partner/118/api/tickets`, { credentials: 'include' }).then((r) => r.status),
    PARTNER_API.origin,
  )

test.describe('return path after login', () => {
  for (const tilbake of [
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%0D%2Fevil.example',
    '%2F%5Cevil.example',
    '%5C%2Fevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ]) {
    test(`keeps the member on the site for ?tilbake=${tilbake}`, async ({ openPage, site }) => {
      const page = await openPage()
      const offSite = []
      page.on(
        'request',
        (r) => new URL(r.url()).hostname.endsWith('evil.example') && offSite.push(r.url()),
      )
      await page.goto(`${site.origin}/kinoklubb?tilbake=${tilbake}`)
      await waitForHydration(page)
      await logIn(page, KARI)
      await page.waitForURL(`${site.origin}/kinoklubb/min-side`)
      assert.deepEqual(offSite, [])
      await page.close()
    })
  }

  test('still returns the member to a real page of the site', async ({ openPage, site }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/kinoklubb?tilbake=%2Fkino`)
    await waitForHydration(page)
    await logIn(page, KARI)
    await page.waitForURL(`${site.origin}/kino`)
    await page.close()
  })
})

test.describe('logging out on a shared computer', () => {
  test('ends the session at the partner: the member API answers 401 in that browser', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/kinoklubb`)
    await waitForHydration(page)
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/min-side')
    await page.getByRole('article').first().waitFor()
    assert.equal(await ticketsStatus(page), 200)

    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/partner/118/api/logout'))
    await page.getByRole('button', { name: 'Logg ut' }).click()
    assert.equal((await loggedOut).status(), 204)
    await page.getByText('Du er logget ut.').waitFor()
    assert.equal(await ticketsStatus(page), 401)
    const cookies = await page.context().cookies(PARTNER_API.origin)
    assert.equal(
      cookies.find((c) => c.name === 'session'),
      undefined,
    )
    await page.close()
  })
})

test.describe('guessing passwords', () => {
  test('locks the e-mail after five failures, says so in Norwegian, and refuses even the right password', async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    await page.goto(`${site.origin}/kinoklubb`)
    await waitForHydration(page)
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'))
      await logIn(page, { ...KARI, password: `gjett-${i}` })
      assert.equal((await answer).status(), 401)
    }
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'))
    await logIn(page, KARI)
    assert.equal((await answer).status(), 429)
    await page
      .getByRole('alert')
      .filter({
        hasText: 'For mange mislykkede forsøk på å logge inn. Vent 15 minutter og prøv igjen.',
      })
      .waitFor()
    assert.equal(await storedProfile(page), null)
    await page.close()
  })
})
