// Checks a test runs over a whole page: axe-core against WCAG 2.2 AA, and words broken at a
// letter.
import fs from 'node:fs'
import { createRequire } from 'node:module'

// WCAG 2.2 AA, which the site holds (2.1 AA is the legal floor): 2.2 adds target size.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

// axe-core itself, run in the page. @axe-core/playwright's analyze() took 1.7–2.0 s for a
// page that axe checks in 0.4 s: it opens a new page in the context for each check (to
// merge the frames' results) and sends the 560 KB script twice.
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** What axe-core finds against WCAG 2.2 AA on the page as it is now, one line per rule with
 * the elements it names (empty when it finds nothing). axe is put once into each document
 * and each of its frames, as @axe-core/playwright's legacy mode does. */
export const wcagViolations = async (page) => {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof window.axe === 'undefined'))
        await frame.evaluate(AXE_SOURCE)
    } catch {
      // a frame that went away while the page loaded
    }
  }
  const violations = await page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    WCAG_22_AA,
  )
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** The words of the elements' text that run over two lines, broken at a letter (a word's
 * range has one box per line it takes). Hyphens, dashes and slashes are breaks of their own. */
export const wordsOverTwoLines = (locator) =>
  locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const node = walker.currentNode
        for (const word of node.textContent.matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (lines.size > 1) broken.push(word[0])
        }
      }
      return broken
    }),
  )
