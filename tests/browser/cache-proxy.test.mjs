// A shared cache in front of the site, as a municipality's proxy or a CDN would be: an nginx
// with proxy_cache that obeys the headers the documented block sends, and nothing more. A
// publish through the rebuild hook reaches visitors through it at once, with no purge; the
// content-hashed bundles are served from it; a client that takes only gzip never gets
// brotli from it; and nothing of a member's, who logs in and opens min side through it, is
// ever stored in it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'
import { FILM, startPublishing } from './publish-fixture.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { expect, test as base } from './fixtures.mjs'
import { KARI, logIn, storedProfile } from './support/member.mjs'

const { configure, get, stopAll, tempDir } = nginxSite

/** A caching proxy in front of the origin, keeping what the origin's headers allow. */
const cachingProxy = async (originPort) => {
  const cache = path.join(tempDir('proxy-cache-'), 'cache')
  const proxy = await configure(
    (port) => `
proxy_cache_path ${cache} levels=1:2 keys_zone=municipal_proxy:10m inactive=1d;
server {
    listen 127.0.0.1:${port};
    location / {
        proxy_pass https://127.0.0.1:${originPort};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_ssl_server_name on;
        proxy_ssl_name kino.gjovik.example;
        proxy_cache municipal_proxy;
        proxy_cache_revalidate on;
        add_header X-Cache-Status $upstream_cache_status always;
    }
}`,
  )
  await proxy.start()
  return { ...proxy, cache, origin: `http://localhost:${proxy.port}` }
}

/** Every response body and header the proxy keeps, as text. */
const cachedText = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)).toString('latin1'))
    : []

// The hook publishing behind the documented nginx, and the proxy in front: for the file.
const test = base.extend({
  published: async ({ fileState, partnerApi }, use) =>
    use(
      await fileState.once('published', async () => {
        const site = await startPublishing()
        const proxy = await cachingProxy(site.nginx.port)
        partnerApi.allowOrigin(proxy.origin)
        return {
          site,
          proxy,
          close: async () => {
            await site.close()
            await stopAll()
          },
        }
      }),
    ),
})

const viaProxy = ({ proxy }, target, headers = {}) =>
  get(proxy.port, target, { 'Accept-Encoding': 'gzip, deflate, br', ...headers }, { tls: false })

const bundle = () => `/${fs.readdirSync('public').find((f) => /^app-[0-9a-f]{20}\.js$/.test(f))}`

test.describe('a caching proxy in front of the documented nginx', () => {
  test('serves a page a publish adds at once, with no purge, and the pages it had as new', async ({
    published,
  }) => {
    for (let i = 0; i < 2; i++) {
      assert.equal((await viaProxy(published, FILM)).status, 404)
      assert.equal((await viaProxy(published, '/kino')).status, 200)
    }
    await published.site.publish(published.site.builds.full)
    // nginx's reload has begun when the hook is idle; its new workers answer within moments.
    await expect
      .poll(async () => (await viaProxy(published, FILM)).status, { timeout: 5000 })
      .toBe(200)
    const film = await viaProxy(published, FILM)
    assert.match(film.headers['cache-control'], /max-age=0, must-revalidate/)
    assert.equal(
      (await viaProxy(published, `/page-data${FILM}/page-data.json`)).status,
      200,
      'its page data too',
    )
  })

  test('serves the content-hashed bundles from its cache, compressed as each client takes them', async ({
    published,
  }) => {
    const first = await viaProxy(published, bundle())
    const again = await viaProxy(published, bundle())
    assert.equal(first.status, 200)
    assert.equal(again.headers['x-cache-status'], 'HIT')
    assert.equal(again.headers['content-encoding'], 'br')
    assert.match(again.headers['cache-control'], /immutable/)
    const gzipOnly = await viaProxy(published, bundle(), { 'Accept-Encoding': 'gzip' })
    assert.equal(gzipOnly.headers['content-encoding'], 'gzip')
    const plain = await get(published.proxy.port, bundle(), {}, { tls: false })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.ok(plain.bytes.equals(fs.readFileSync(path.join('public', bundle()))))
  })

  test("never keeps anything of a member's, who logs in and opens min side through it", async ({
    openPage,
    published,
  }) => {
    const page = await openPage()
    await page.goto(`${published.proxy.origin}/kinoklubb/min-side`)
    await page.waitForURL('**/kinoklubb?tilbake=%2Fkinoklubb%2Fmin-side')
    await waitForHydration(page)
    await logIn(page, KARI)
    await page.waitForURL('**/kinoklubb/min-side')
    const ticket = page.getByRole('article', { name: /Billett: Fjellvettreglene/ })
    await ticket.waitFor()
    const token = JSON.parse((await storedProfile(page)) ?? '{}').token
    assert.ok(token, 'the member is logged in')
    await page.reload()
    await ticket.waitFor()
    await page.close()
    const kept = cachedText(published.proxy.cache)
    assert.ok(kept.length > 5, `${kept.length} responses kept`)
    // Her address, her session and her ticket's code.
    for (const secret of [KARI.email, token, 'GJK-118-100001'])
      assert.deepEqual(
        kept.filter((entry) => entry.includes(secret)),
        [],
        `the cache holds ${secret}`,
      )
    assert.deepEqual(
      kept.filter((entry) => /^set-cookie:/im.test(entry)),
      [],
    )
  })
})
