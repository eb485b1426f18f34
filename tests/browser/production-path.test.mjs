// What a phone gets through the nginx files operators deploy (ops/nginx/) is what the benchmarks and the
// other browser tests measure on scripts/serve.mjs: the same compressed bytes of scripts
// and page data on a first visit of / and /kino, and the same cache rule and encoding for
// every kind of file.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import nginxSite from '../../scripts/nginx-site.js'
import { firstVisitBytes, sameFilesKb } from '../../bench/lib/transfer.mjs'
import { test as base } from './fixtures.mjs'

const { get, serveDocumented, stopAll } = nginxSite
const ROOT = 'public'
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

// The documented nginx on the same build the worker's local server serves (the `site`).
const test = base.extend({
  nginx: async ({ fileState, partnerApi }, use) =>
    use(
      await fileState.once('nginx', async () => {
        const nginx = await serveDocumented(fs.realpathSync(ROOT))
        partnerApi.allowOrigin(nginx.origin)
        return { ...nginx, close: stopAll }
      }),
    ),
})

const within = (actual, expected, share) => Math.abs(actual - expected) <= expected * share

test.describe('a first visit on a phone through nginx', () => {
  for (const route of ['/', '/kino'])
    test(`of ${route} downloads the scripts and page data the local server sends, within 10 %`, async ({
      browser,
      nginx,
      site,
    }) => {
      const viaNginx = await firstVisitBytes(browser, `${nginx.origin}${route}`)
      const viaLocal = await firstVisitBytes(browser, `${site.origin}${route}`)
      const same = sameFilesKb(viaNginx, viaLocal)
      const row = (name, kb) =>
        `${name}: ${Object.entries(kb)
          .map(([kind, value]) => `${kind} ${value.toFixed(1)} KB`)
          .join(', ')}`
      console.log(
        `${route}\n  ${row('nginx', viaNginx.kb)}\n  ${row('local', viaLocal.kb)}\n` +
          `  only through nginx: ${same.onlyA.join(', ') || 'nothing'}; ` +
          `only from the local server: ${same.onlyB.join(', ') || 'nothing'}`,
      )
      for (const kind of ['js', 'json']) {
        assert.ok(same.b[kind] > 5, `${route}: ${kind} was counted`)
        assert.ok(
          within(same.a[kind], same.b[kind], 0.1),
          `${route} ${kind}: ${same.a[kind].toFixed(1)} KB through nginx, ` +
            `${same.b[kind].toFixed(1)} KB from the local server, of the same files`,
        )
      }
      assert.ok(within(viaNginx.kb.html, viaLocal.kb.html, 0.1), `${route}: HTML`)
    })
})

test.describe('both servers', () => {
  test('send every kind of file with the same cache rule and encoding', async ({ nginx, site }) => {
    const first = (pattern) => fs.readdirSync(ROOT).find((f) => pattern.test(f))
    const picture = fs.readdirSync(`${ROOT}/static/img`).find((f) => f.endsWith('.avif'))
    const targets = [
      '/',
      '/kino',
      '/page-data/kino/page-data.json',
      '/page-data/app-data.json',
      '/sw.js',
      '/rss.xml',
      '/sitemap-0.xml',
      '/robots.txt',
      '/search-index.json',
      '/kalender/abonner/program.ics',
      `/${first(/^app-[0-9a-f]{20}\.js$/)}`,
      `/${first(/^\d+-[0-9a-f]{20}\.js$/)}`,
      `/static/img/${picture}`,
      '/favicon.svg',
      '/finnes-ikke',
    ]
    const localPort = new URL(site.origin).port
    for (const target of targets) {
      const [viaNginx, viaLocal] = await Promise.all([
        get(nginx.port, target, BROWSER),
        get(localPort, target, BROWSER, { tls: false }),
      ])
      assert.equal(viaNginx.status, viaLocal.status, target)
      for (const header of ['cache-control', 'content-encoding'])
        assert.equal(viaNginx.headers[header], viaLocal.headers[header], `${target}: ${header}`)
      assert.ok(viaNginx.bytes.equals(viaLocal.bytes), `${target}: the same bytes`)
    }
  })
})
