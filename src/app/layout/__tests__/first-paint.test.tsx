/** @jest-environment node */
// A page whose first block lays its caption over a picture asks Chromium to parse that
// block whole before the first paint (<link rel="expect">); the browser tests show why.
// Here: the link names the end of the block the grid really renders first for such blocks,
// and otherwise the main content's start, which comes right after the header.
import path from 'node:path'
import { buildSite } from '../../../pipeline/build-site'
import { layoutData } from '../../../pipeline/plan/layout-data'
import { loadLocalContent } from '../../../pipeline/load/load-local'
import type { PlannedRoute } from '../../../contract'
import { MAIN_ID } from '../SiteLayout'
import { renderPage } from './render-page'

const build = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content')))
const site = layoutData(build.content, 'https://kino.test').site

const render = (route: PlannedRoute) => {
  const { doc } = renderPage(route, site)
  const expect_ = doc.querySelector('link[rel="expect"]')
  return {
    expected: expect_ && decodeURIComponent(expect_.getAttribute('href')!.slice(1)),
    blocking: expect_?.getAttribute('blocking'),
    first: doc.querySelector('[data-block]'),
  }
}

describe('the first paint', () => {
  it('waits for the cover, slideshow or film intro that the page shows first, and otherwise for the header only', () => {
    const seen = new Set<string>()
    for (const route of build.routes) {
      const { expected, blocking, first } = render(route)
      const kind = first?.getAttribute('data-block')
      if (kind === 'Cover' || kind === 'Slideshow' || kind === 'ProductionIntro') {
        // The element named closes the block: nothing of the block comes after it.
        const named = first!.lastElementChild
        expect([route.path, expected, blocking]).toEqual([route.path, named?.id, 'render'])
        seen.add(kind)
      } else expect([route.path, expected, blocking]).toEqual([route.path, MAIN_ID, 'render'])
    }
    // The shipped content has each kind first somewhere (articles, the front page, films).
    expect([...seen].sort()).toEqual(['Cover', 'ProductionIntro', 'Slideshow'])
  })

  it("follows the grid's order, not the order the blocks are listed in", () => {
    const route = build.routes.find((r) => r.path === '/')!
    const listedBackwards = { ...route, blocks: [...route.blocks].reverse() }
    const { expected, first } = render(listedBackwards)
    expect(first!.getAttribute('data-block')).toBe('Slideshow')
    expect(expected).toBe(first!.lastElementChild!.id)
  })
})
