// What a public page's first load carries, read from the build: the watch list's
// programme data and storage code load only on the member pages that use them. And what
// the HTML renderer is built from: none of the code that loads on demand, which a server
// render never runs (src/bundles/server-render-without-on-demand-code.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { pageWeight } from '../../bench/lib/weight.mjs'

const ROOT = 'public'
const PUBLIC_PAGES = ['/', '/kino', '/fjellvettreglene-DXM20261001', '/arrangementer', '/kinoklubb']

/** The scripts a first visit to the page runs, as the bench counts them: its bundles
 * and its template's chunks. */
const firstLoad = (route) =>
  pageWeight(ROOT, route).scriptFiles.map((src) =>
    fs.readFileSync(path.join(ROOT, src.split('?')[0]), 'utf8'),
  )

const jsFiles = fs.readdirSync(ROOT).filter((f) => f.endsWith('.js'))
const anyChunk = (marker) =>
  jsFiles.some((f) => fs.readFileSync(path.join(ROOT, f), 'utf8').includes(marker))

describe('the watch list on public pages', () => {
  for (const marker of ['/showings-index.json', 'cw-watch-list', 'cw-seen-showings']) {
    it(`leaves ${marker} to the on-demand member code`, () => {
      assert.ok(anyChunk(marker), `some chunk of the build uses ${marker}`)
      for (const route of PUBLIC_PAGES)
        assert.ok(
          firstLoad(route).every((code) => !code.includes(marker)),
          `${route} loads ${marker} up front`,
        )
    })
  }
})

// The last build's renderer (scripts/build-test.mjs builds public/ last).
const RENDERER = '.cache/page-ssr/routes'

describe('the HTML renderer', () => {
  const rendererCode = () =>
    fs
      .readdirSync(RENDERER)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(RENDERER, f), 'utf8'))
  // Min side (with the QR library), the login form and the film-club panel.
  for (const marker of ['Mine billetter', 'current-password', 'Medlemmenes vurdering']) {
    it(`is built without the on-demand code that says «${marker}»`, () => {
      assert.ok(anyChunk(marker), `the browser's on-demand chunks have ${marker}`)
      assert.ok(
        rendererCode().every((code) => !code.includes(marker)),
        `the HTML renderer compiled ${marker}`,
      )
    })
  }
})

describe('Gatsby’s runtime on public pages', () => {
  // Its Partytown plugin's only browser hook does nothing outside `gatsby develop`.
  it('leaves out Partytown and the Script component, which no page uses', () => {
    for (const route of PUBLIC_PAGES)
      assert.ok(
        firstLoad(route).every((code) => !/partytown/i.test(code)),
        `${route} loads Partytown`,
      )
  })
})

describe('pictures in the browser', () => {
  // The site draws its pictures itself (ContentImage), also after a client-side navigation;
  // React's server renderer (24 KB gzip) is in no browser chunk.
  it('are drawn without React’s server renderer', () => {
    assert.equal(anyChunk('renderToReadableStream'), false, 'a browser chunk has react-dom/server')
  })
})
