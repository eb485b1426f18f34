// What a first visit downloads, read from the build as nginx sends it, against the budgets that
// docs/performance.md keeps: the JavaScript of the busiest public pages, and
// styled-components' styles, which the build must render into every page (the site's own
// code is compiled by SWC with styled-components' plugin, src/bundles/swc-loader.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { pageWeight } from '../../bench/lib/weight.mjs'

// The local build of content/, as `npm start` builds it.
const ROOT = 'public-local-118'
// As nginx sends it to a browser: the brotli copies the build made (108 KB when this was
// counted in gzip; brotli is 12 % smaller on these bundles). 95 until the dark scheme's
// colour variables and the offline notice (+1.05 KB) came; «Del» and the footer's choice
// of colours load after hydration. 96 until the regulars' details of 28 November (+1.0 KB:
// card lists kept in date order, the chosen day in the address, the day picker's arrow
// keys, the skip past the posters, the linked paths in one module, prices and ages); the
// filter's count and the later parts' preload went into code that loads later.
const FIRST_LOAD_BUDGET_KB = 97
const BUSIEST = ['/', '/kino', '/arrangementer']

const pageHtml = (route) =>
  fs.readFileSync(path.join(ROOT, route === '/' ? '' : route.slice(1), 'index.html'), 'utf8')

describe('first load', () => {
  for (const route of BUSIEST)
    it(`of ${route} is at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript as nginx sends it`, () => {
      const { jsKb, scriptFiles } = pageWeight(ROOT, route)
      // Counted whole: React, Gatsby's runtime and the page's own code are all in it.
      for (const bundle of ['framework', 'app', 'webpack-runtime', 'component---'])
        assert.ok(
          scriptFiles.some((f) => f.includes(bundle)),
          `${route}: ${bundle} is not counted`,
        )
      assert.ok(jsKb <= FIRST_LOAD_BUDGET_KB, `${route}: ${jsKb.toFixed(2)} KB`)
    })
})

describe('styled-components in the built pages', () => {
  for (const route of BUSIEST)
    it(`gives every styled element of ${route} its rules in the page's own style sheet`, () => {
      const html = pageHtml(route)
      const sheet = /<style data-styled="[^"]*"[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? ''
      // A styled element has its component's id (sc-…) and the class of its rules.
      const styled = [...html.matchAll(/class="(sc-[^"]+)"/g)].map((m) => m[1].split(' '))
      assert.ok(styled.length > 20, `${route} has ${styled.length} styled elements`)
      // A rule of the class itself or of something inside it (.abc{…}, .abc h3{…}).
      const hasRules = (c) => new RegExp(`\\.${c}(?![\\w-])`).test(sheet)
      const unstyled = styled.filter(
        (classes) => !classes.some((c) => !c.startsWith('sc-') && hasRules(c)),
      )
      assert.deepEqual(unstyled, [], `${route}: elements whose rules are not in the page`)
    })
})

describe('the browser bundles', () => {
  it('each open with the compile hint, the comment that must come before any other', () => {
    // webpack's chunks (name-contenthash.js); the offline worker's own scripts are not.
    const bundles = fs.readdirSync(ROOT).filter((f) => /-[0-9a-f]{20}\.js$/.test(f))
    assert.ok(bundles.length > 10, `${bundles.length} bundles`)
    const unhinted = bundles.filter(
      (f) =>
        !fs.readFileSync(path.join(ROOT, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    )
    assert.deepEqual(unhinted, [])
  })
})
