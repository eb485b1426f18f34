// A visitor who doesn't read Norwegian: the English pages say so to the browser and to
// search engines, their interface is English, and the header's language link leads to the
// same page in the other language where there is one, and to the other front page where not.
import assert from 'node:assert/strict'
import { test } from './fixtures.mjs'
import { waitUntilLive } from './support/page.mjs'

test.use({ serviceWorker: false, tabs: true })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1440, height: 900 } }

const languageOf = (page) => page.evaluate(() => document.documentElement.lang)

const hreflangs = (page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((l) => `${l.hreflang} ${new URL(l.href).pathname}`).sort(),
  )

test.describe('the site in English', () => {
  test('says its language and names both versions of a translated page', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
    const tickets = ['en /en/tickets', 'nb /billettinformasjon', 'x-default /billettinformasjon']
    await visit(page, '/en/tickets')
    assert.equal(await languageOf(page), 'en')
    assert.deepEqual(await hreflangs(page), tickets)
    await visit(page, '/billettinformasjon')
    assert.equal(await languageOf(page), 'nb')
    assert.deepEqual(await hreflangs(page), tickets)
    await visit(page, '/nyheter')
    assert.deepEqual(await hreflangs(page), [])
    await page.close()
  })

  test('speaks English in the header, the footer and the cookie question', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE, { askConsent: true })
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

  test('goes to the same page in the other language from the header, and keeps lang right', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
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

  test('goes to the English front page from a page that has no translation', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/nyheter')
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByText('Meny').click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(/\/en$/)
    await page.getByRole('heading', { name: 'Films you can follow in English' }).waitFor()
    await page.close()
  })

  test('shows a film in English: its facts, its showings and seats, and its Norwegian description marked so', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/fjellvettreglene-DXM20261001')
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByText('Meny').click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/en/fjellvettreglene-DXM20261001')
    await page.getByRole('heading', { name: 'Next showing' }).waitFor()
    // The head follows the page's render, a moment after the address changes.
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    const facts = page.locator('.facts')
    // Genres and countries by their English names, so not marked as Norwegian.
    assert.match(await facts.innerText(), /^9 years · 1 h 38 min · Comedy · Norwegian speech$/)
    assert.equal(await facts.locator('[lang="nb"]').count(), 0)
    const summary = page.locator('.summary')
    assert.match(await summary.locator('[lang="nb"]').innerText(), /^Tre søsken arver/)
    assert.match(await summary.innerText(), /\(The description is in Norwegian\.\)$/)
    const tickets = page.getByRole('region', { name: 'Showings and tickets' })
    assert.ok((await tickets.getByRole('link', { name: /^Buy ticket for / }).count()) > 0)
    assert.match(await tickets.locator('li').first().innerText(), /\bat\s+\d\d:\d\d\s+Sal \d/)
    // The live seat count, from the partner, in English too.
    await page
      .getByText(/^\d+ seats left$|^Few seats left \(\d+\)$|^Sold out$/)
      .first()
      .waitFor()
    await page.getByRole('heading', { name: 'About the film' }).waitFor()
    const body = await page.locator('main').innerText()
    for (const norwegian of ['Neste visning', 'Kjøp billett', 'ledige plasser', 'Om filmen'])
      assert.ok(!body.includes(norwegian), norwegian)
    // The halls keep their Norwegian names, marked so; the poster is described in English.
    const halls = await page.locator('main').evaluate((main) => {
      const named = [...main.querySelectorAll('*')].filter((e) =>
        [...e.childNodes].some((n) => n.nodeType === 3 && /\bSal \d\b/.test(n.textContent)),
      )
      return { all: named.length, unmarked: named.filter((e) => !e.closest('[lang="nb"]')).length }
    })
    assert.ok(halls.all > 0)
    assert.equal(halls.unmarked, 0, 'a hall name not marked lang="nb"')
    assert.equal(await page.locator('main img[alt^="Plakat for"]').count(), 0)
    assert.ok((await page.locator('main img[alt^="Poster for"]').count()) > 0)
    await page.close()
  })

  test('shows the programme in English, and filters it to the films in English', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/en')
    await page.getByRole('link', { name: 'See the films in English in the programme' }).click()
    await page.waitForURL('**/en/kino?tale=engelsk')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    assert.deepEqual(await hreflangs(page), ['en /en/kino', 'nb /kino', 'x-default /kino'])
    const days = page.getByRole('list', { name: 'Choose a day' })
    assert.match(
      await days.getByRole('button').first().innerText(),
      /^(Today|Tomorrow|[A-Z][a-z]+day)\s+(none left|\d+ [A-Z][a-z]{2})$/,
    )
    const programme = page.getByRole('region', { name: 'Cinema programme' })
    assert.match(
      await programme.locator('#valgt-dag').innerText(),
      /^[A-Z][a-z]+day \d+ (January|February|March|April|May|June|July|August|September|October|November|December)$/,
    )
    // The address's filter is on: every showing left speaks English, and the count says so.
    await page.getByText(/^\d+ of \d+ showings this day match the filter\.$/).waitFor()
    const shown = programme.locator('ul[data-view="tid"] > li:not([hidden])')
    assert.ok((await shown.count()) > 0, 'no showing in English')
    for (const text of await shown.allInnerTexts()) assert.match(text, /English speech/)
    // The panel stays shut over the list, and says a filter is on; opened, it shows which.
    await page.locator('summary', { hasText: 'Filter (1 chosen)' }).click()
    const speech = page.getByRole('group', { name: 'Speech' })
    assert.equal(await speech.getByRole('checkbox', { name: 'English' }).isChecked(), true)
    await page.getByRole('group', { name: 'Time of day' }).waitFor()
    await page.getByRole('button', { name: /^Show \d+ showings?$/ }).waitFor()
    const body = await page.locator('body').innerText()
    for (const norwegian of [
      'Kinoprogram',
      'Filtrer',
      'Tale',
      'I dag',
      'I morgen',
      'visninger',
      'Kjøp billett',
      'Per film',
    ])
      assert.ok(!new RegExp(`\\b${norwegian}\\b`).test(body), norwegian)
    await page.close()
  })

  test('searches in English as you type and on the search page, and leads to the English pages', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    await visit(page, '/en/tickets')
    await page.locator('header summary', { hasText: 'Search' }).click()
    const field = page.getByLabel('Search the programme and pages', { exact: true })
    await field.pressSequentially('parking')
    const option = page.getByRole('listbox', { name: 'Found' }).getByRole('option').first()
    await option.waitFor()
    assert.match(await option.textContent(), /^Parking/)
    await field.press('Enter')
    await page.waitForURL('**/en/search?q=parking')
    const results = page.getByRole('list', { name: 'Search results' })
    const parking = results.getByRole('link', { name: 'Parking' })
    assert.equal(await parking.getAttribute('href'), '/en#parking')
    assert.match(await results.locator('li').first().innerText(), /^Page · /)
    for (const [query, href] of [
      ['opening hours', '/en#opening-hours'],
      ['tickets', '/en/tickets'],
      ['subtitles', '/en#films-you-can-follow-in-english'],
    ]) {
      await visit(page, `/en/search?q=${encodeURIComponent(query)}`)
      await results.locator('li').first().waitFor()
      const firstThree = await results
        .locator('li h2 a')
        .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')))
      assert.ok(firstThree.includes(href), `${query}: ${firstThree.join(' | ')}`)
    }
    // A film leads to its English page; its Norwegian title is marked so.
    await visit(page, '/en/search?q=lysar')
    const hit = results.getByRole('link', { name: 'Lysår', exact: true })
    assert.equal(await hit.getAttribute('href'), '/en/lysar-DXM20261008')
    assert.equal(await results.locator('li h2').first().getAttribute('lang'), 'nb')
    await hit.click()
    await page.waitForURL('**/en/lysar-DXM20261008')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await page.close()
  })

  test('marks every listing of a film an English speaker can follow, in both languages', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(PHONE)
    for (const [route, mark] of [
      ['/en/kino', 'English speech'],
      ['/kino', 'Engelsk tale'],
      ['/', 'Engelsk tale'],
    ]) {
      await visit(page, route)
      const marks = await page.locator('.english-mark').allTextContents()
      assert.ok(marks.includes(mark), `${route}: ${marks.join(', ')}`)
      // On the posters too, not only in the programme's rows.
      if (route !== '/')
        await page
          .getByRole('link', { name: `Havets hukommelse ${mark}`, exact: true })
          .first()
          .waitFor()
    }
    await page.close()
  })

  test('answers an unknown English address in English, and a Norwegian one with its English page', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(DESKTOP)
    const answer = await page.goto(`${site.origin}/en/no-such-page`)
    assert.equal(answer.status(), 404)
    assert.equal(await languageOf(page), 'en')
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    for (const [from, to] of [
      ['/en/arrangementer', '/en/events'],
      ['/en/billettinformasjon', '/en/tickets'],
    ]) {
      await page.goto(`${site.origin}${from}`)
      assert.equal(new URL(page.url()).pathname, to)
      assert.equal(await languageOf(page), 'en')
    }
    await page.close()
  })

  test('lists the events in English, filters them by kind and leads to their English pages', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/en/events')
    const list = page.getByRole('region', { name: 'All events' })
    const cards = list.locator('li:not([hidden]) a[href^="/en/"]')
    const all = await cards.count()
    assert.ok(all > 0, 'no event card leads to an English page')
    // Every link but a showing's booking link (the ticketing system's) stays in English.
    assert.equal(await list.locator('a[href]:not([href^="/en/"]):not([data-event-id])').count(), 0)
    // Each card's summary comes from the programme in Norwegian, and says so.
    assert.equal(await list.locator('li p[lang="nb"]').count(), await list.locator('li').count())
    await page.locator('summary', { hasText: 'Filter' }).click()
    const kinds = page.getByRole('group', { name: 'Kind of event' })
    await waitUntilLive(kinds.getByRole('checkbox', { name: 'Concerts' }))
    await kinds.getByRole('checkbox', { name: 'Concerts' }).check()
    await page.waitForURL(/type=konsert/)
    await page.getByText(new RegExp(`^\\d+ of ${all} events match the filter\\.$`)).waitFor()
    assert.ok((await cards.count()) < all)
    assert.match(
      await list.locator('li:not([hidden])').first().innerText(),
      /Next:\s+Buy ticket for .+:\s+[A-Z][a-z]+day \d+ [A-Z][a-z]+ at \d\d:\d\d/,
    )
    await page.close()
  })
})
