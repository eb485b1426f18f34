// WCAG 2.1 AA as axe-core can check it, on every public page type, at a desktop width and
// at 320 CSS px, where content must also reflow without sideways scrolling (WCAG 1.4.10).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { AxeBuilder } from '@axe-core/playwright'
import { openPage, siteAndBrowser, waitForHydration } from './harness.mjs'

const shared = siteAndBrowser()
const ROUTES = [
  ...JSON.parse(fs.readFileSync(new URL('../fixtures/fixed-routes.json', import.meta.url))),
  '/404.html',
  '/fjellvettreglene-DXM20261001',
  '/jazzkveld-pa-garden-JAZ6G4R',
  '/search?q=gjovik',
]
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const describeViolations = (violations) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    .join('\n')

// Every page at 320 px, the strictest case; one page of each type at desktop width.
const DESKTOP = [
  '/',
  '/kino',
  '/fjellvettreglene-DXM20261001',
  '/jazzkveld-pa-garden-JAZ6G4R',
  '/article/sommerles',
  '/search?q=gjovik',
  '/kontakt',
  '/404.html',
]

for (const [width, routes] of [
  [320, ROUTES],
  [1280, DESKTOP],
]) {
  describe(`accessibility at ${width} px`, () => {
    it('has no axe violations', async () => {
      const problems = []
      const page = await openPage(shared.browser, { viewport: { width, height: 900 } })
      for (const route of routes) {
        await page.goto(shared.site.origin + encodeURI(route))
        await waitForHydration(page)
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
        if (violations.length) problems.push(`${route}:\n${describeViolations(violations)}`)
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
