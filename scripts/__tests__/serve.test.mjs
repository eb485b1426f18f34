// The static site server on a small fake build: it stays inside its root, its redirects
// stay on the site, and a broken build gives a clear error instead of a dead process.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import zlib from 'node:zlib'
import { checkSiteRoot, createSiteServer } from '../serve.mjs'
import { scratchDir } from '../scratch-dir.mjs'

const SECURITY = {
  headers: { 'X-Frame-Options': 'DENY' },
  defaultPolicy: "default-src 'self'",
  pages: { '/': "default-src 'self'; script-src 'sha256-front'" },
}

/** A build folder, with a sibling whose name starts with the root's name (public-secret). */
const fakeBuild = () => {
  const parent = scratchDir('serve-')
  const root = path.join(parent, 'public')
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  write(path.join(root, 'index.html'), '<h1>Forsiden</h1>')
  write(path.join(root, 'kino', 'index.html'), '<h1>Kino</h1>')
  write(path.join(root, '404.html'), '<h1>Fant ikke siden</h1>')
  write(path.join(root, 'security-headers.json'), JSON.stringify(SECURITY))
  write(
    path.join(root, 'serve.json'),
    JSON.stringify({ redirects: [{ source: '/gammel', destination: '/kino', type: 301 }] }),
  )
  write(path.join(parent, 'public-secret', 'index.html'), 'SECRET')
  precompress(root)
  write(path.join(parent, 'secret.txt'), 'SECRET')
  return root
}

/** The .br and .gz the build writes beside each text file (src/pipeline/compress/). */
const precompress = (root) => {
  for (const file of fs.readdirSync(root, { recursive: true }))
    if (/\.(html|xml|ics|js)$/.test(file)) {
      const data = fs.readFileSync(path.join(root, file))
      fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(data))
      fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(data, { level: 9 }))
    }
}

/** The body as it came, not decoded. */
const rawBody = (url, headers) =>
  new Promise((resolve, reject) =>
    http
      .get(url, { headers }, async (res) => {
        const chunks = []
        for await (const chunk of res) chunks.push(chunk)
        resolve({ headers: res.headers, status: res.statusCode, body: Buffer.concat(chunks) })
      })
      .on('error', reject),
  )

const FENCE = "default-src 'none'; frame-ancestors 'none'; sandbox"

const servers = []
after(() => Promise.all(servers.map((s) => s.close())))
const start = async (root) => {
  const server = createSiteServer({ root })
  servers.push(server)
  await server.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${server.server.address().port}`
  return (target, init) => fetch(`${base}${target}`, { redirect: 'manual', ...init })
}

describe('static server', () => {
  it('serves clean URLs with the page CSP, and the not-found page with 404', async () => {
    const get = await start(fakeBuild())
    const front = await get('/')
    assert.equal(front.status, 200)
    assert.equal(front.headers.get('content-security-policy'), SECURITY.pages['/'])
    assert.match(await (await get('/kino')).text(), /Kino/)
    const missing = await get('/finnes-ikke')
    assert.equal(missing.status, 404)
    assert.match(await missing.text(), /Fant ikke siden/)
  })

  it("keeps the build's own files from visitors, and serves the feeds with their types and cache rules", async () => {
    const root = fakeBuild()
    fs.writeFileSync(path.join(root, 'webpack.stats.json'), '{}')
    fs.writeFileSync(path.join(root, 'chunk-map.json'), '{}')
    fs.writeFileSync(path.join(root, 'build-info.json'), '{}')
    fs.writeFileSync(path.join(root, 'rss.xml'), '<rss version="2.0"></rss>')
    fs.mkdirSync(path.join(root, '.nginx'))
    fs.writeFileSync(path.join(root, '.nginx', 'redirects.conf'), '# redirects')
    // A copy a build made before its own files had none.
    fs.writeFileSync(path.join(root, 'webpack.stats.json.gz'), '{}')
    fs.mkdirSync(path.join(root, 'kalender', 'abonner'), { recursive: true })
    fs.writeFileSync(path.join(root, 'kalender', 'abonner', 'babykino.ics'), 'BEGIN:VCALENDAR')
    fs.writeFileSync(path.join(root, 'kalender', 'ev-1.ics'), 'BEGIN:VCALENDAR')
    precompress(root)
    const get = await start(root)
    for (const file of [
      'webpack.stats.json',
      'chunk-map.json',
      'build-info.json',
      'security-headers.json',
      'serve.json',
      '.nginx/redirects.conf',
      'webpack.stats.json.gz',
    ])
      assert.equal((await get(`/${file}`)).status, 404, file)
    for (const encoding of ['gzip', 'identity']) {
      const headers = { 'Accept-Encoding': encoding }
      const feed = await get('/rss.xml', { headers })
      assert.equal(feed.headers.get('content-type'), 'application/rss+xml; charset=utf-8', encoding)
      const subscription = await get('/kalender/abonner/babykino.ics', { headers })
      assert.match(subscription.headers.get('content-type'), /^text\/calendar/, encoding)
      assert.equal(subscription.headers.get('cache-control'), 'public, max-age=900', encoding)
      assert.equal(feed.headers.get('content-security-policy'), FENCE, encoding)
      assert.equal(subscription.headers.get('content-security-policy'), FENCE, encoding)
      const showing = await get('/kalender/ev-1.ics', { headers })
      assert.equal(showing.headers.get('cache-control'), 'public, max-age=0, must-revalidate')
    }
  })

  it('sends a picture as it is, with its cache rule, the CSP and an ETag that answers 304', async () => {
    const root = fakeBuild()
    fs.mkdirSync(path.join(root, 'static', 'img'), { recursive: true })
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    fs.writeFileSync(path.join(root, 'static', 'img', 'plakat.png'), bytes)
    const get = await start(root)
    const res = await get('/static/img/plakat.png', { headers: { 'Accept-Encoding': 'br' } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/png')
    assert.equal(res.headers.get('content-encoding'), null)
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    // Not a page: fenced, nothing in it may load or run.
    assert.equal(res.headers.get('content-security-policy'), FENCE)
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff')
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(bytes))
    const again = await new Promise((resolve) =>
      http.get(res.url, { headers: { 'If-None-Match': res.headers.get('etag') } }, resolve),
    )
    again.resume()
    assert.equal(again.statusCode, 304)
  })

  it('sends the copies the build compressed when the browser takes them, and the file as it is when not', async () => {
    const root = fakeBuild()
    const get = await start(root)
    const { url } = await get('/kino')
    const read = (file) => fs.readFileSync(path.join(root, file))
    const br = await rawBody(url, { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.ok(br.body.equals(read('kino/index.html.br')), 'the .br file, byte for byte')
    assert.equal(br.headers['content-type'], 'text/html; charset=utf-8')
    assert.match(br.headers.vary, /accept-encoding/i)
    const gz = await rawBody(url, { 'Accept-Encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.ok(gz.body.equals(read('kino/index.html.gz')), 'the .gz file, byte for byte')
    const plain = await rawBody(url, { 'Accept-Encoding': 'identity' })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.headers['cache-control'], 'public, max-age=0, must-revalidate')
    assert.ok(plain.body.equals(read('kino/index.html')))
    for (const answer of [br, gz, plain])
      assert.equal(answer.headers['content-security-policy'], SECURITY.defaultPolicy)
    const missing = await rawBody(`${new URL(url).origin}/finnes-ikke`, { 'Accept-Encoding': 'br' })
    assert.equal(missing.status, 404)
    assert.ok(missing.body.equals(read('404.html.br')), 'the not-found page compressed too')
  })

  for (const target of [
    '/../public-secret/index.html',
    '/..%2Fpublic-secret%2Findex.html',
    '/%2e%2e/public-secret/',
    '/..%2Fsecret.txt',
    '/kino/..%2F..%2Fsecret.txt',
    '/%2F..%2F..%2Fpublic-secret',
  ]) {
    it(`never serves a file outside its root: ${target}`, async () => {
      const res = await (await start(fakeBuild()))(target)
      assert.doesNotMatch(await res.text(), /SECRET/)
      assert.ok(res.status >= 300 && res.status < 500, `status ${res.status}`)
    })
  }

  for (const [target, location] of [
    ['/kino/', '/kino'],
    ['/kino/?dag=2', '/kino?dag=2'],
    ['/%2Fevil.example/', '/%2Fevil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['/%2F%2Fevil.example//', '/%2F%2Fevil.example'],
  ]) {
    it(`redirects ${target} to ${location} on this site`, async () => {
      const res = await (await start(fakeBuild()))(target)
      assert.equal(res.status, 301)
      assert.equal(res.headers.get('location'), location)
      assert.equal(new URL(location, 'https://kino.example').host, 'kino.example')
    })
  }

  it('follows the redirect records', async () => {
    const res = await (await start(fakeBuild()))('/gammel')
    assert.equal(res.status, 301)
    assert.equal(res.headers.get('location'), '/kino')
  })

  it('answers other methods than GET and HEAD with 405', async () => {
    const res = await (await start(fakeBuild()))('/', { method: 'POST', body: 'x' })
    assert.equal(res.status, 405)
    assert.equal(res.headers.get('allow'), 'GET, HEAD')
  })
})

describe('a broken build', () => {
  it('is refused at start-up with a clear message', () => {
    const noNotFound = fakeBuild()
    fs.rmSync(path.join(noNotFound, '404.html'))
    assert.throws(() => checkSiteRoot(noNotFound), /404\.html is missing\. Build the site first/)
    const halfWritten = fakeBuild()
    fs.writeFileSync(path.join(halfWritten, 'security-headers.json'), '{"headers": {"X-')
    assert.throws(() => checkSiteRoot(halfWritten), /security-headers\.json cannot be read/)
    assert.doesNotThrow(() => checkSiteRoot(fakeBuild()))
  })

  it('that loses its 404 page while serving still answers 404', async () => {
    const root = fakeBuild()
    const get = await start(root)
    fs.rmSync(path.join(root, '404.html'))
    const res = await get('/finnes-ikke')
    assert.equal(res.status, 404)
    assert.equal(await res.text(), 'Fant ikke siden.')
    assert.equal((await get('/')).status, 200)
  })

  it('whose security headers become half-written answers 500, never a page without CSP', async () => {
    const root = fakeBuild()
    const get = await start(root)
    assert.equal((await get('/')).status, 200)
    fs.writeFileSync(path.join(root, 'security-headers.json'), '{"headers": {"X-')
    const res = await get('/')
    assert.equal(res.status, 500)
    assert.doesNotMatch(await res.text(), /Forsiden/)
    fs.writeFileSync(path.join(root, 'security-headers.json'), JSON.stringify(SECURITY))
    assert.equal((await get('/')).status, 200)
  })
})
