// A visitor who doesn't read Norwegian: the English pages say so to the browser and to
// search engines, their interface is English, and the header's language link leads to the
// same page in the other language where there is one, and to the other front page where not.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { openPage, siteAndBrowser, waitForHydration } from './harness.mjs'

const shared = siteAndBrowser()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1440, height: 900 } }

const visit = async (page, route) => {
  await page.goto(`${shared.site.origin}${route}`)
  await waitForHydration(page)
}

const languageOf = (page) => page.evaluate(() => document.documentElement.lang)

const hreflangs = (page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((l) => `${l.hreflang} ${new URL(l.href).pathname}`).sort(),
  )

describe('the site in English', () => {
  it('says its language and names both versions of a translated page', async () => {
    const page = await openPage(shared.browser, DESKTOP)
    const tickets = ['en /en/tickets', 'nb /billettinformasjon', 'x-default /billettinformasjon']
    await visit(page, '/en/tickets')
    assert.equal(await languageOf(page), 'en')
    assert.deepEqual(await hreflangs(page), tickets)
    await visit(page, '/billettinformasjon')
    assert.equal(await languageOf(page), 'nb')
    assert.deepEqual(await hreflangs(page), tickets)
    await visit(page, '/kino')
    assert.deepEqual(await hreflangs(page), [])
    await page.close()
  })

  it('speaks English in the header, the footer and the cookie question', async () => {
    const page = await openPage(shared.browser, PHONE, { askConsent: true })
    await visit(page, '/en')
    const cookies = page.getByRole('region', { name: 'Cookies' })
    await cookies.getByRole('button', { name: 'Reject all' }).click()
    for (const name of ['Menu', 'Search', /^Log in/])
      assert.equal(await page.getByText(name, { exact: true }).first().isVisible(), true, name)
    await page.getByRole('button', { name: 'Cookie settings' }).waitFor()
    await page.getByRole('group', { name: 'Colours' }).waitFor()
    assert.match(
      await page.getByRole('link', { name: /^Log in/ }).textContent(),
      /Log in to the film club \(in Norwegian\)/,
    )
    await page.close()
  })

  it('goes to the same page in the other language from the header, and keeps lang right', async () => {
    const page = await openPage(shared.browser, DESKTOP)
    await visit(page, '/billettinformasjon')
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByText('Mer', { exact: true })
      .click()
    const english = page.getByRole('link', { name: 'English' })
    assert.equal(await english.getAttribute('hreflang'), 'en')
    assert.equal(await english.getAttribute('lang'), 'en')
    await english.click()
    await page.waitForURL('**/en/tickets')
    await page.getByRole('heading', { name: 'Tickets and prices', level: 1 }).waitFor()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    const norsk = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: 'Norsk',
    })
    await norsk.first().click()
    await page.waitForURL(/\/billettinformasjon$/)
    await page.waitForFunction(() => document.documentElement.lang === 'nb')
    await page.close()
  })

  it('goes to the English front page from a page that has no translation', async () => {
    const page = await openPage(shared.browser, PHONE)
    await visit(page, '/kino')
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByText('Meny').click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(/\/en$/)
    await page.getByRole('heading', { name: 'Films you can follow in English' }).waitFor()
    await page.close()
  })

  it('shows a film in English: its facts, its showings and seats, and its Norwegian description marked so', async () => {
    const page = await openPage(shared.browser, PHONE)
    await visit(page, '/fjellvettreglene-DXM20261001')
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByText('Meny').click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/en/fjellvettreglene-DXM20261001')
    await page.getByRole('heading', { name: 'Next showing' }).waitFor()
    // The head follows the page's render, a moment after the address changes.
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    const facts = page.locator('.facts')
    assert.match(await facts.innerText(), /^9 years · 1 h 38 min · Komedie · Norwegian speech$/)
    assert.equal(await facts.locator('[lang="nb"]').innerText(), 'Komedie')
    const summary = page.locator('.summary')
    assert.match(await summary.locator('[lang="nb"]').innerText(), /^Tre søsken arver/)
    assert.match(await summary.innerText(), /\(The description is in Norwegian\.\)$/)
    const tickets = page.getByRole('region', { name: 'Showings and tickets' })
    assert.ok((await tickets.getByRole('link', { name: /^Buy ticket for / }).count()) > 0)
    assert.match(await tickets.locator('li').first().innerText(), / at \d\d:\d\d/)
    // The live seat count, from the partner, in English too.
    await page
      .getByText(/^\d+ seats left$|^Few seats left \(\d+\)$|^Sold out$/)
      .first()
      .waitFor()
    await page.getByRole('heading', { name: 'About the film' }).waitFor()
    const body = await page.locator('main').innerText()
    for (const norwegian of ['Neste visning', 'Kjøp billett', 'ledige plasser', 'Om filmen'])
      assert.ok(!body.includes(norwegian), norwegian)
    await page.close()
  })
})
