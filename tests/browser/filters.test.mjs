// Finding the right showing: the programme filters on /kino, /filmoversikt and /arrangementer,
// with their state in the URL, as a visitor uses them with a mouse, a keyboard, or no
// JavaScript.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { layoutShift, watchErrors } from './support/page.mjs'

test.use({ serviceWorker: false, tabs: true })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true }
const DESKTOP = { viewport: { width: 1280, height: 900 } }

/** The day by time (the schedule's default view). */
const day = (page) => page.locator('section[aria-labelledby="valgt-dag"] ul[data-view="tid"]')
/** The labels of each showing of the day that a visitor can see. */
const visibleShowings = (page) =>
  day(page)
    .locator('li:visible')
    .evaluateAll((rows) =>
      rows.map((li) => ({
        time: li.querySelector('time').textContent,
        labels: li.querySelector('.where > span')?.textContent.split(' · ') ?? [],
      })),
    )
const hasNorwegianSubtitles = (s) =>
  s.labels.includes('Norsk tekst') || s.labels.includes('Tekstet for hørselshemmede')

/** Waits until the day shows what the URL now asks for: the page re-renders a moment after
 * the URL changes (Gatsby loads the page's resources first). The count is announced last. */
const settled = (page, count) =>
  page.waitForFunction(
    (re) => new RegExp(re).test(document.querySelector('[role=status]')?.textContent ?? ''),
    count.source,
  )

test.describe('the /kino filters', () => {
  test('show only showings with Norwegian subtitles from a shared URL, from the first paint', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    const errors = watchErrors(page)
    await page.goto(`${site.origin}/kino?tekst=norsk`)
    await waitForHydration(page)
    const shown = await visibleShowings(page)
    assert.ok(shown.length > 0, 'no showing left')
    assert.ok(shown.every(hasNorwegianSubtitles), JSON.stringify(shown))
    const all = await day(page).locator('li').count()
    assert.ok(all > shown.length, 'the filter hid nothing')
    // The panel stays shut over the list, and says a filter is on.
    const panel = page.locator('details[data-filters]')
    assert.equal(await panel.getAttribute('open'), null)
    await panel.locator('summary', { hasText: '(1 valgt)' }).waitFor()
    assert.equal(await page.locator('input[name=tekst][value=norsk]').isChecked(), true)
    await page.getByRole('status').filter({ hasText: 'passer filteret' }).waitFor()
    const shift = await layoutShift(page)
    assert.ok(shift < 0.001, `cumulative layout shift ${shift}`)
    assert.deepEqual(errors, [])
    await page.close()
  })

  test('find tonight’s showings with Norwegian subtitles in three presses from the front page', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(DESKTOP)
    await page.goto(`${site.origin}/`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Se kveldens visninger' }).click()
    await page.waitForURL(/\/kino\?tid=kveld$/)
    await settled(page, /^\d+ av \d+ visninger/)
    const evening = await day(page).locator('li:visible').count()
    await page.locator('details[data-filters] summary').click()
    await page.getByRole('group', { name: 'Tekst' }).getByLabel('Norsk').click()
    await page.waitForURL(/\/kino\?tid=kveld&tekst=norsk$/)
    await settled(page, new RegExp(`^(?!${evening} av)\\d+ av \\d+ visninger`))
    const shown = await visibleShowings(page)
    assert.ok(shown.length > 0, 'nothing tonight')
    assert.ok(
      shown.every((s) => s.time >= '17:00' && hasNorwegianSubtitles(s)),
      JSON.stringify(shown),
    )
    assert.match(
      await page.getByRole('status').filter({ hasText: 'passer' }).textContent(),
      /^\d+ av \d+ visninger/,
    )

    // Back goes to the evening without the subtitle filter, and the box is unticked again.
    await page.goBack()
    await page.waitForURL(/\/kino\?tid=kveld$/)
    await page.waitForFunction(() => !document.querySelector('input[name=tekst]').checked)
    await settled(page, new RegExp(`^${evening} av`))
    const again = await visibleShowings(page)
    assert.equal(again.length, evening)
    assert.ok(again.every((s) => s.time >= '17:00'))
    await page.close()
  })

  test('say so when nothing is left, and the reset brings back the whole day', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/kino?tale=italiensk&tid=ettermiddag`)
    await waitForHydration(page)
    assert.equal((await visibleShowings(page)).length, 0)
    const note = page.getByText('Ingen visninger denne dagen passer filteret.', { exact: false })
    await note.waitFor()
    await page.getByRole('button', { name: 'Nullstill filter' }).last().click()
    await page.waitForURL(/\/kino$/)
    await note.waitFor({ state: 'hidden' })
    assert.equal(
      (await visibleShowings(page)).length,
      await day(page).locator('li:not([hidden])').count(),
    )
    assert.ok((await visibleShowings(page)).length > 0)
    assert.equal(await page.locator('input[name=tekst]').isChecked(), false)
    await page.close()
  })

  test('work from the keyboard alone', async ({ openPage, site }) => {
    const page = await openPage(DESKTOP)
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    const summary = page.locator('details[data-filters] summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    assert.equal(await page.locator('details[data-filters]').getAttribute('open'), '')
    // Tab to the first choice of accessibility, tick it with the space bar.
    const box = page.getByRole('group', { name: 'Tilgjengelighet' }).getByLabel('Synstolking')
    for (let i = 0; i < 40 && !(await box.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.waitForURL(/\/kino\?tilgjengelighet=synstolking$/)
    await settled(page, /^\d+ av \d+ visninger/)
    const shown = await visibleShowings(page)
    assert.ok(
      shown.every((s) => s.labels.includes('Synstolking')),
      JSON.stringify(shown),
    )
    // Focus stays on the box, so the next choice is a Tab away.
    assert.equal(await box.evaluate((b) => b === document.activeElement), true)
    // The age select, by keyboard.
    const age = page.getByLabel('Barnets alder')
    await age.focus()
    await age.selectOption('6')
    await page.waitForURL(/alder=6/)
    await page.close()
  })

  test('leave the whole programme to a browser without JavaScript', async ({ openPage, site }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false })
    await page.goto(`${site.origin}/kino?tekst=norsk`)
    const rows = day(page).locator('li')
    assert.ok((await rows.count()) > 0)
    assert.equal(await day(page).locator('li:visible').count(), await rows.count())
    await page.close()
  })
})

test.describe('the /arrangementer filters', () => {
  test('show the kind asked for, within the dates asked for', async ({ openPage, site }) => {
    const page = await openPage(PHONE)
    await page.goto(`${site.origin}/arrangementer?type=konsert`)
    await waitForHydration(page)
    const cards = page.locator('section[aria-label="Alle arrangementer"] li:visible h3')
    const concerts = await cards.allInnerTexts()
    assert.ok(concerts.length > 0)
    assert.ok(
      concerts.some((t) => /konsert|Jazz/i.test(t)),
      concerts.join(', '),
    )
    assert.ok(!concerts.some((t) => /utstilling|Quiz/i.test(t)), concerts.join(', '))
    const all = await page.locator('section[aria-label="Alle arrangementer"] li h3').count()
    assert.ok(all > concerts.length)
    // A range that ends before the first concert leaves none. The panel, shut over the
    // list the address filtered, opens.
    await page.locator('summary', { hasText: 'Filtrer (1 valgt)' }).click()
    const fra = page.getByLabel('Fra', { exact: true })
    const first = await fra.getAttribute('min')
    await page.getByLabel('Til', { exact: true }).fill(first)
    await page.getByLabel('Til', { exact: true }).blur()
    await page.waitForURL(new RegExp(`til=${first}`))
    assert.ok((await cards.count()) <= concerts.length)
    await page.close()
  })
})

test.describe('the /filmoversikt filters', () => {
  test('show the films with an audio-described showing, from the first paint', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    const errors = watchErrors(page)
    await page.goto(`${site.origin}/filmoversikt?tilgjengelighet=synstolking`)
    await waitForHydration(page)
    const links = (visible) =>
      page
        .locator(`main li[data-f]${visible ? ':visible' : '[hidden]'} h3 a`)
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
    const shown = await links(true)
    const left = await links(false)
    assert.ok(shown.length > 0 && left.length > 0, `${shown.length} shown, ${left.length} hidden`)
    assert.match(
      await page.getByRole('status').filter({ hasText: 'passer' }).textContent(),
      new RegExp(`^${shown.length} av ${shown.length + left.length} filmer passer filteret\\.$`),
    )
    const shift = await layoutShift(page)
    assert.ok(shift < 0.001, `cumulative layout shift ${shift}`)
    assert.deepEqual(errors, [])
    // Each film's own page agrees: a showing with audio description, or none at all.
    const described = async (href) => {
      await page.goto(`${site.origin}${href}`)
      const showings = page.getByRole('region', { name: 'Visninger og billetter' })
      return (await showings.getByText('Synstolking').count()) > 0
    }
    for (const href of shown) assert.equal(await described(href), true, href)
    for (const href of left.slice(0, 3)) assert.equal(await described(href), false, href)
    await page.close()
  })
})
