// Every public page through axe (WCAG 2.2 AA, target size too), each at 320 CSS px, where
// content must also reflow without sideways scrolling (WCAG 1.4.10), and one page of each
// type at desktop width, in both colour schemes. Each page is loaded once per width and
// checked in the light scheme, then in the dark one: the schemes are CSS alone (a media
// query; src/client/theme.ts), so switching the emulated preference recolours the page as
// the phone's setting would, without loading it again. The routes are split between two
// test files (accessibility-pages-1, -2), so that the runner can take them side by side.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'

const ROUTES = [
  ...JSON.parse(fs.readFileSync(new URL('../fixtures/fixed-routes.json', import.meta.url))),
  '/404.html',
  '/fjellvettreglene-DXM20261001',
  '/jazzkveld-pa-garden-JAZ6G4R',
  '/search?q=gjovik',
  '/search?q=parkering',
  '/kinoklubb',
  '/kinoklubb/bli-medlem',
  '/kinoklubb/glemt-passord',
  '/kinoklubb/onskeliste',
  '/en',
  '/en/tickets',
  '/en/kino',
  '/en/events',
  '/en/search?q=fjelvetreglene',
  '/en/search?q=parking',
  '/en/404.html',
  '/en/fjellvettreglene-DXM20261001',
  '/en/jazzkveld-pa-garden-JAZ6G4R',
]

// Every page at 320 px, the strictest case; one page of each type at desktop width.
export const DESKTOP = [
  '/',
  '/kino',
  '/fjellvettreglene-DXM20261001',
  '/jazzkveld-pa-garden-JAZ6G4R',
  '/article/sommerles',
  '/search?q=gjovik',
  '/kontakt',
  '/404.html',
  '/en',
  '/en/kino',
  '/en/fjellvettreglene-DXM20261001',
]

const SCHEMES = ['light', 'dark']

/** Every page at 320 px and one of each type at 1280 px, in both schemes; part 1 or 2 takes
 * every other route, so that the two parts cost about the same. */
export const axeEveryPage = (part) => {
  test.use({ serviceWorker: false })
  const mine = (routes) => routes.filter((_, i) => i % 2 === part - 1)
  for (const [width, routes] of [
    [320, mine(ROUTES)],
    [1280, mine(DESKTOP)],
  ])
    test.describe(`accessibility at ${width} px, part ${part}`, () => {
      test(`has no axe violations in either scheme on ${routes.length} pages`, async ({
        openPage,
        site,
      }) => {
        const problems = []
        const page = await openPage({ viewport: { width, height: 900 } })
        for (const route of routes) {
          await page.emulateMedia({ colorScheme: 'light' })
          await page.goto(site.origin + encodeURI(route))
          await waitForHydration(page)
          await page.waitForLoadState('networkidle') // blocks that load after hydration
          for (const colorScheme of SCHEMES) {
            await page.emulateMedia({ colorScheme })
            const violations = await wcagViolations(page)
            if (violations.length)
              problems.push(`${route} (${colorScheme}):\n${violations.join('\n')}`)
          }
          if (width === 320) {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            )
            if (overflow > 0) problems.push(`${route}: scrolls ${overflow} px sideways at 320 px`)
          }
        }
        await page.close()
        assert.deepEqual(problems, [])
      })
    })
}
