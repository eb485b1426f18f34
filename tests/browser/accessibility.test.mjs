// WCAG 2.2 AA where a visitor acts: the film club's pages logged out and in, the cookie
// dialog, text spacing (WCAG 1.4.12) and a contrast theme. Every public page as it loads is
// checked in accessibility-pages-1 and -2 (axe-pages.mjs).
import assert from 'node:assert/strict'
import { DESKTOP } from './axe-pages.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'

test.use({ serviceWorker: false, tabs: true })
const axe = async (page) => (await wcagViolations(page)).join('\n')

test.describe('accessibility of the film club and the cookie dialog', () => {
  for (const width of [320, 1280]) {
    test(`has no axe violations on the watch list without an account, then logged in on min side, the door view and a film page, at ${width} px`, async ({
      openPage,
      site,
    }) => {
      const page = await openPage({ viewport: { width, height: 900 } })
      await page.goto(`${site.origin}/lysar-DXM20261008`)
      await waitForHydration(page)
      await page.getByText(/Medlemmenes vurdering/).waitFor()
      await page.getByRole('button', { name: 'Legg i ønskelisten' }).click()
      await page.getByRole('link', { name: 'Se ønskelisten' }).click()
      // The film page has «Kjøp billett til Lysår» links too: wait for the list's own page.
      await page.waitForURL('**/kinoklubb/onskeliste')
      await page
        .getByRole('list', { name: 'Neste visninger av Lysår' })
        .getByRole('link', { name: /^Kjøp billett til Lysår/ })
        .first()
        .waitFor()
      const problems = [`watch list, no account: ${await axe(page)}`]
      await page.goto(`${site.origin}/kinoklubb`)
      await waitForHydration(page)
      await page.getByLabel('E-postadresse').fill('kari@example.no')
      await page.getByLabel('Passord').fill('Kinoklubb118')
      await page.getByRole('button', { name: 'Logg inn' }).click()
      await page.getByRole('article').first().waitFor()
      await page.getByRole('link', { name: 'Nattskiftet', exact: true }).waitFor()
      problems.push(`min side: ${await axe(page)}`)
      await page.getByRole('button', { name: 'Vis billetten i døra for Fjellvettreglene' }).click()
      await page.getByRole('dialog', { name: 'Fjellvettreglene' }).waitFor()
      problems.push(`door view: ${await axe(page)}`)
      await page.keyboard.press('Escape')
      await page.goto(`${site.origin}/fjellvettreglene-DXM20261001`)
      await waitForHydration(page)
      await page.getByText(/Medlemmenes vurdering/).waitFor()
      problems.push(`film page, logged in: ${await axe(page)}`)
      await page.close()
      assert.deepEqual(problems, [
        'watch list, no account: ',
        'min side: ',
        'door view: ',
        'film page, logged in: ',
      ])
    })

    test(`has no axe violations with the cookie dialog open, at ${width} px`, async ({
      openPage,
      site,
    }) => {
      const page = await openPage({ viewport: { width, height: 900 } }, { askConsent: true })
      await page.goto(`${site.origin}/`)
      await waitForHydration(page)
      const dialog = page.getByRole('region', { name: 'Informasjonskapsler' })
      const first = await axe(page)
      await dialog.getByRole('button', { name: 'Tilpass' }).click()
      await page.getByRole('checkbox', { name: 'Statistikk' }).waitFor()
      assert.deepEqual([first, await axe(page)], ['', ''])
      await page.close()
    })
  }
})

// WCAG 1.4.12: a reader's own text spacing (the criterion's figures, as a bookmarklet or
// extension sets them) may cut no text and put no control of the header over another, on
// one page of each type, on a phone, a small laptop and a desktop.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

test.describe('text spacing (WCAG 1.4.12)', () => {
  for (const width of [390, 1024, 1280])
    test(`cuts no text and lays no control over another at ${width} px`, async ({
      openPage,
      site,
    }) => {
      const page = await openPage({ viewport: { width, height: 900 } })
      const cut = []
      for (const route of [...DESKTOP, '/arrangementer', '/kalender', '/kinoklubb']) {
        await page.goto(site.origin + encodeURI(route))
        await waitForHydration(page)
        await page.addStyleTag({ content: TEXT_SPACING })
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden'))
            .filter((el) => {
              const style = getComputedStyle(el)
              const clipsX = /hidden|clip/.test(style.overflowX)
              const clipsY = /hidden|clip/.test(style.overflowY)
              return (
                el.innerText?.trim() &&
                ((clipsX && el.scrollWidth > el.clientWidth + 1) ||
                  (clipsY && el.scrollHeight > el.clientHeight + 1))
              )
            })
            .map((el) => el.innerText.trim().slice(0, 40)),
        )
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > innerWidth,
        )
        // The header's controls, each a box of its own: none may run under another.
        const overlapping = await page.locator('header').evaluate((header) => {
          const boxes = [...header.querySelectorAll('a, summary, button')]
            .filter((el) => el.checkVisibility())
            .map((el) => [el.textContent.trim(), el.getBoundingClientRect()])
          const meet = (a, b) =>
            a.left < b.right - 1 &&
            b.left < a.right - 1 &&
            a.top < b.bottom - 1 &&
            b.top < a.bottom - 1
          return boxes.flatMap(([name, a], i) =>
            boxes
              .slice(i + 1)
              .filter(([, b]) => meet(a, b))
              .map(([other]) => `${name} over ${other}`),
          )
        })
        if (clipped.length || sideways || overlapping.length)
          cut.push(
            `${route}: ${sideways ? 'scrolls sideways; ' : ''}${[...clipped, ...overlapping].join(' | ')}`,
          )
      }
      assert.deepEqual(cut, [])
      await page.close()
    })
})

// A contrast theme (Windows «Kontrasttemaer», forced colours) drops backgrounds: a call to
// action drawn only by its fill must keep an edge, or it reads as loose text.
test.describe('a contrast theme', () => {
  test('keeps the edge of «Kjøp billett», «Følg filmen» and «Del» on a film page', async ({
    openPage,
    site,
  }) => {
    const page = await openPage({
      viewport: { width: 1280, height: 900 },
      forcedColors: 'active',
    })
    await page.goto(`${site.origin}/fjellvettreglene-DXM20261001`)
    await waitForHydration(page)
    const intro = page.locator('[data-block="ProductionIntro"]')
    for (const control of [
      intro.getByRole('link', { name: /^Kjøp billett/ }).first(),
      intro.getByRole('link', { name: /^Følg filmen/ }),
      intro.getByRole('button', { name: /^Del/ }),
    ]) {
      const edge = await control.evaluate((el) => {
        const style = getComputedStyle(el)
        return `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) > 0}`
      })
      assert.equal(edge, 'solid true', await control.textContent())
    }
    await page.close()
  })
})
