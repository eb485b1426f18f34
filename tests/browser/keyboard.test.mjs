// Keyboard alone, with a visible focus: the slideshow, the cover flow and the member forms.
import assert from 'node:assert/strict'
import { test } from './fixtures.mjs'

test.use({ serviceWorker: false, tabs: true })
const DESKTOP = { viewport: { width: 1280, height: 900 } }

/** Presses Tab until the focused element matches (a test run in the page), then says
 * whether its focus indicator is visible. */
const tabTo = async (page, matches, arg = null, limit = 120) => {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(matches, arg)) {
      return page.evaluate(() => {
        const style = getComputedStyle(document.activeElement)
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      })
    }
  }
  throw new Error(`Tab never reached ${matches} ${arg ?? ''}`)
}

test.describe('keyboard', () => {
  test('steps and pauses the slideshow', async ({ openPage, visit }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/')
    const slide = page.locator('[aria-roledescription="lysbilde"]')
    const first = await slide.getAttribute('aria-label')
    const visible = await tabTo(
      page,
      () => document.activeElement?.getAttribute('aria-label') === 'Neste lysbilde',
    )
    assert.ok(visible, 'visible focus on «Neste lysbilde»')
    await page.keyboard.press('Enter')
    assert.match(await slide.getAttribute('aria-label'), /^2 av \d+/)
    await page.keyboard.press('ArrowLeft')
    assert.equal(await slide.getAttribute('aria-label'), first)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    const pause = page.locator(':focus')
    const label = await pause.innerText()
    await page.keyboard.press('Enter')
    assert.notEqual(await pause.innerText(), label, 'the pause button toggles')
    await page.close()
  })

  test('reaches the last poster of the cover flow and scrolls it into view', async ({
    openPage,
    visit,
  }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/kino')
    const links = page.locator('section[aria-labelledby="coverflow-tittel"] a')
    const last = links.nth((await links.count()) - 1)
    const href = await last.getAttribute('href')
    const visible = await tabTo(
      page,
      (h) =>
        document.activeElement?.closest('section[aria-labelledby="coverflow-tittel"]') !== null &&
        document.activeElement?.getAttribute('href') === h,
      href,
    )
    assert.ok(visible, 'visible focus on the poster')
    const inView = await last.evaluate((a) => {
      const row = a.closest('ul').getBoundingClientRect()
      const box = a.getBoundingClientRect()
      return box.left >= row.left - 1 && box.right <= row.right + 1
    })
    assert.ok(inView, 'the focused poster is scrolled into view')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${href}`)
    await page.close()
  })

  test('fills in and sends the login form', async ({ openPage, visit }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/kinoklubb')
    await page.getByLabel('E-postadresse').waitFor()
    assert.ok(await tabTo(page, () => document.activeElement?.id === 'login-epost'))
    await page.keyboard.type('kari@example.no')
    await page.keyboard.press('Tab')
    await page.keyboard.type('feil-passord')
    await page.keyboard.press('Enter')
    assert.equal(
      (await page.getByRole('alert').innerText()).trim(),
      'Feil e-postadresse eller passord.',
    )
    await page.close()
  })
})
