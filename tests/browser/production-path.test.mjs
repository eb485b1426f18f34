// What a phone gets through the nginx files operators deploy (ops/nginx/) is what the benchmarks and the
// other browser tests measure on scripts/serve.mjs: the same compressed bytes of scripts
// and page data on a first visit of / and /kino, and the same cache rule and encoding for
// every kind of file.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from './fixtures.mjs'
import nginxSite from '../../scripts/nginx-site.js'
import { firstVisitBytes, sameFilesKb } from '../../bench/lib/transfer.mjs'
import { launchBrowser, startPartnerApi, startSite } from './harness.mjs'

const { get, serveDocumented, stopAll } = nginxSite
const ROOT = 'public'
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

const shared = {}
test.beforeAll(async () => {
  shared.nginx = await serveDocumented(fs.realpathSync(ROOT))
  shared.local = await startSite(ROOT)
  shared.partnerApi = await startPartnerApi([shared.nginx.origin, shared.local.origin])
  shared.browser = await launchBrowser()
})
test.afterAll(async () => {
  await shared.browser?.close()
  await shared.partnerApi?.close()
  await shared.local?.close()
  await stopAll()
})

const within = (actual, expected, share) => Math.abs(actual - expected) <= expected * share

test.describe('a first visit on a phone through nginx', () => {
  for (const route of ['/', '/kino'])
    test(`of ${route} downloads the scripts and page data the local server sends, within 10 %`, async () => {
      const viaNginx = await firstVisitBytes(shared.browser, `${shared.nginx.origin}${route}`)
      const viaLocal = await firstVisitBytes(shared.browser, `${shared.local.origin}${route}`)
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
  test('send every kind of file with the same cache rule and encoding', async () => {
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
    const localPort = new URL(shared.local.origin).port
    for (const target of targets) {
      const [viaNginx, viaLocal] = await Promise.all([
        get(shared.nginx.port, target, BROWSER),
        get(localPort, target, BROWSER, { tls: false }),
      ])
      assert.equal(viaNginx.status, viaLocal.status, target)
      for (const header of ['cache-control', 'content-encoding'])
        assert.equal(viaNginx.headers[header], viaLocal.headers[header], `${target}: ${header}`)
      assert.ok(viaNginx.bytes.equals(viaLocal.bytes), `${target}: the same bytes`)
    }
  })
})
