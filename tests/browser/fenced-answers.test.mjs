// Every answer that is not a page is fenced (Content-Security-Policy: default-src 'none';
// frame-ancestors 'none'; sandbox). A feed that carries an XHTML <script>, served as XML as
// many servers and CDNs serve .xml, runs that script on the site's origin when a browser
// opens it, where it could read a member's stored profile. Through the documented nginx
// Chromium runs nothing of it; from a server without the fence the same file runs, which
// shows that the file would.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'
import { test as base } from './fixtures.mjs'

const { serveDocumented, stopAll, tempDir } = nginxSite

const SCRIPT = `document.documentElement.setAttribute('data-ran', 'yes');
try { document.documentElement.setAttribute('data-profile', String(localStorage.getItem('cw-profile-new'))) } catch (e) {}`

// The feed the feed library wrote from an article titled x]]>y]]><x:script …: well-formed
// RSS holding a real XHTML script element.
const HOSTILE = {
  'rss.xml': `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Nyheter</title><item><title><![CDATA[x]]]]><![CDATA[>y]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">${SCRIPT}</x:script><![CDATA[]]></title></item></channel></rss>`,
  'bilde.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>${SCRIPT}</script></svg>`,
}

/** The documented nginx and a server with no policy, each serving the same files. */
const startServers = async () => {
  const root = tempDir('fenced-')
  for (const page of ['index.html', '404.html'])
    fs.writeFileSync(path.join(root, page), '<!DOCTYPE html><title>Forsiden</title><p>Hei</p>')
  // A page whose script marks it and reads the visitor's storage, as the site's pages do.
  fs.mkdirSync(path.join(root, 'kino'))
  fs.writeFileSync(
    path.join(root, 'kino/index.html'),
    `<!DOCTYPE html><title>Kino</title><p>Program</p><script>${SCRIPT}</script>`,
  )
  // Served as XML (.xml is text/xml in nginx's types) and as a picture, not as the feed.
  fs.writeFileSync(path.join(root, 'nyheter.xml'), HOSTILE['rss.xml'])
  fs.writeFileSync(path.join(root, 'bilde.svg'), HOSTILE['bilde.svg'])
  const nginx = await serveDocumented(root)
  const bare = http.createServer((request, response) => {
    const file = path.join(root, path.basename(request.url))
    const type = file.endsWith('.svg') ? 'image/svg+xml' : 'application/xml'
    if (!fs.existsSync(file)) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file))
  })
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
  return {
    nginx: nginx.origin,
    bare: `http://localhost:${bare.address().port}`,
    close: async () => {
      bare.close()
      await stopAll()
    },
  }
}

const test = base.extend({
  servers: async ({ fileState }, use) => use(await fileState.once('servers', startServers)),
})

/** Opens url as a visitor with a stored profile would; what the file's script did. */
const open = async (browser, url) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const origin = new URL(url).origin
  await page.goto(`${origin}/index.html`)
  await page.evaluate(() =>
    localStorage.setItem('cw-profile-new', JSON.stringify({ token: 'medlemmets-nøkkel' })),
  )
  // The file's script is inline: it has run, or never will, once the load has ended.
  const answer = await page.goto(url)
  const result = await page.evaluate(() => ({
    ran: document.documentElement.getAttribute('data-ran'),
    profile: document.documentElement.getAttribute('data-profile'),
  }))
  await context.close()
  return { ...result, policy: answer.headers()['content-security-policy'] }
}

test.describe('a file with a script in it that is not a page', () => {
  for (const file of ['nyheter.xml', 'bilde.svg']) {
    test(`${file}: runs from a server without the fence`, async ({ browser, servers }) => {
      const { ran, profile } = await open(browser, `${servers.bare}/${file}`)
      assert.equal(ran, 'yes')
      assert.match(profile, /medlemmets-nøkkel/)
    })

    test(`${file}: runs nothing through the documented nginx`, async ({ browser, servers }) => {
      const { ran, profile, policy } = await open(browser, `${servers.nginx}/${file}`)
      assert.equal(policy, "default-src 'none'; frame-ancestors 'none'; sandbox")
      assert.equal(ran, null)
      assert.equal(profile, null)
    })
  }
})

test.describe('a page the browser has kept', () => {
  // Pages are kept with max-age=0, must-revalidate: a regular's next visit asks again and
  // gets a 304, whose headers the browser stores over the kept page's. The fence on a 304
  // (which names no type) made the kept page a sandboxed one: no script, no storage.
  test('is still the page when it is asked for again: its script runs and reads storage', async ({
    browser,
    servers,
  }) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const url = `${servers.nginx}/kino/`
      const revalidated = []
      page.on('response', (r) => r.url() === url && revalidated.push(r.status()))
      await page.goto(url)
      await page.evaluate(() => localStorage.setItem('cw-profile-new', '"kept"'))
      await page.goto(url)
      const root = page.locator('html')
      await assert.doesNotReject(() =>
        root.and(page.locator('[data-ran="yes"][data-profile=\'"kept"\']')).waitFor(),
      )
      assert.equal(await page.evaluate(() => document.title), 'Kino')
      assert.equal(revalidated.length, 2)
    } finally {
      await context.close()
    }
  })
})
