// The content APIs of the stand-in: the build's remote source reads from them.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DEFAULT_CONTENT_CREDENTIALS as C } from '../content-api.mjs'
import { createPartnerApi } from '../server.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const read = (file) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'))
const SITE = read('site.json').id
const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

let server
let base
let dataDir
before(async () => {
  dataDir = scratchDir('content-api-')
  server = createPartnerApi({ dataDir })
  await server.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${server.server.address().port}`
})
after(() => server.close())

const token = async (secret = C.clientSecret) =>
  fetch(`${base}/identity/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: C.clientId,
      client_secret: secret,
    }),
  })

describe('content API stand-in', () => {
  it('gives a bearer token for the right client credentials only', async () => {
    assert.equal((await token('wrong')).status, 401)
    const res = await token()
    assert.equal(res.status, 200)
    assert.match((await res.json()).access_token, /^[0-9a-f]{48}$/)
  })

  it('serves block data and articles with stable=1 to a valid token, from content/', async () => {
    const { access_token } = await (await token()).json()
    const auth = { Authorization: `Bearer ${access_token}` }
    const blocks = await (
      await fetch(`${base}/management/sites/${SITE}/blocks?stable=1`, { headers: auth })
    ).json()
    // Raster pictures are named by URLs on the media host, as a CMS names its uploads;
    // the site's own SVG design files stay paths on the site.
    const site = read('site.json')
    assert.deepEqual(blocks.site, { ...site, defaultImage: `${base}/media${site.defaultImage}` })
    assert.equal(blocks.site.logo.src, site.logo.src)
    assert.equal(blocks.pages.length, fs.readdirSync(path.join(CONTENT, 'pages')).length)
    const articles = await (
      await fetch(`${base}/management/sites/${SITE}/articles?stable=1`, { headers: auth })
    ).json()
    assert.equal(articles.length, fs.readdirSync(path.join(CONTENT, 'articles')).length)
    assert.equal(
      (await fetch(`${base}/management/sites/${SITE}/blocks?stable=0`, { headers: auth })).status,
      400,
    )
    assert.equal(
      (await fetch(`${base}/management/sites/other/blocks?stable=1`, { headers: auth })).status,
      404,
    )
  })

  it('answers 401 without a token, with a made-up one, and after the tokens expire', async () => {
    const { access_token } = await (await token()).json()
    const url = `${base}/management/sites/${SITE}/articles?stable=1`
    assert.equal((await fetch(url)).status, 401)
    assert.equal((await fetch(url, { headers: { Authorization: 'Bearer made-up' } })).status, 401)
    server.expireContentTokens()
    assert.equal(
      (await fetch(url, { headers: { Authorization: `Bearer ${access_token}` } })).status,
      401,
    )
  })

  it('serves sites and the programme to the right basic credentials only', async () => {
    const ok = { Authorization: basic(C.platformUser, C.platformPassword) }
    assert.deepEqual(
      (await (await fetch(`${base}/platform/sites`, { headers: ok })).json())[0].id,
      SITE,
    )
    const programme = await (
      await fetch(`${base}/platform/sites/${SITE}/events`, { headers: ok })
    ).json()
    assert.deepEqual(programme.events, read('programme/events.json'))
    const wrong = { Authorization: basic(C.platformUser, 'wrong') }
    assert.equal((await fetch(`${base}/platform/sites`, { headers: wrong })).status, 401)
    assert.equal((await fetch(`${base}/platform/sites/${SITE}/events`)).status, 401)
  })

  it('serves the pictures the records name, with an ETag, and 304 when unchanged', async () => {
    const { access_token } = await (await token()).json()
    const articles = await (
      await fetch(`${base}/management/sites/${SITE}/articles?stable=1`, {
        headers: { Authorization: `Bearer ${access_token}` },
      })
    ).json()
    const picture = articles.find((a) => a.image).image
    assert.ok(picture.startsWith(`${base}/media/images/`), picture)
    const res = await fetch(picture)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/jpeg')
    const bytes = Buffer.from(await res.arrayBuffer())
    const local = fs.readFileSync(
      path.join(CONTENT, '..', 'static', new URL(picture).pathname.slice(7)),
    )
    assert.ok(bytes.equals(local))
    // As a browser revalidates its cached copy (fetch() would add Cache-Control: no-cache,
    // which asks for the whole picture again).
    const again = await new Promise((resolve, reject) =>
      http
        .get(picture, { headers: { 'If-None-Match': res.headers.get('etag') } }, resolve)
        .on('error', reject),
    )
    again.resume()
    assert.equal(again.statusCode, 304)
    assert.equal((await fetch(`${base}/media/images/finnes-ikke.jpg`)).status, 404)
    assert.equal((await fetch(`${base}/media/..%2F..%2Fpackage.json`)).status, 404)
  })
})

describe('drafts in the content API stand-in', () => {
  const draft = (kind, file, record) => {
    fs.mkdirSync(path.join(dataDir, 'drafts', kind), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'drafts', kind, file), JSON.stringify(record))
  }
  const get = async (what, query = '') => {
    const { access_token } = await (await token()).json()
    return fetch(`${base}/management/sites/${SITE}/${what}${query}`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
  }
  after(() => fs.rmSync(path.join(dataDir, 'drafts'), { recursive: true, force: true }))

  it('answers without stable=1 with a changed article, a changed and a new page and a changed block, and with stable=1 as published', async () => {
    const article = read('articles/boknatt.json')
    draft('articles', 'boknatt.json', { ...article, title: 'Boknatt – nytt utkast' })
    const page = read('pages/kino.json')
    draft('pages', 'kino.json', { ...page, title: 'Kino (utkast)' })
    draft('pages', 'ny-side.json', { ...page, id: 'utkast-ny-side', path: '/ny-side' })
    const front = read('pages/index.json')
    const block = front.blocks[0]
    draft('blocks', 'forside-tittel.json', { ...block, props: { ...block.props, text: 'Utkast' } })

    const articles = await (await get('articles')).json()
    assert.equal(articles.find((a) => a.id === article.id).title, 'Boknatt – nytt utkast')
    assert.equal(articles.length, fs.readdirSync(path.join(CONTENT, 'articles')).length)
    const { pages } = await (await get('blocks')).json()
    assert.equal(pages.find((p) => p.id === page.id).title, 'Kino (utkast)')
    assert.equal(pages.find((p) => p.id === 'utkast-ny-side').path, '/ny-side')
    const draftFront = pages.find((p) => p.id === front.id)
    assert.equal(draftFront.blocks[0].props.text, 'Utkast')
    assert.deepEqual(draftFront.blocks.slice(1), front.blocks.slice(1))

    const published = await (await get('articles', '?stable=1')).json()
    assert.equal(published.find((a) => a.id === article.id).title, article.title)
    const stablePages = (await (await get('blocks', '?stable=1')).json()).pages
    assert.equal(stablePages.find((p) => p.id === page.id).title, page.title)
    assert.equal(
      stablePages.some((p) => p.id === 'utkast-ny-side'),
      false,
    )
    assert.equal(stablePages.find((p) => p.id === front.id).blocks[0].props.text, block.props.text)
  })

  it('answers a broken draft file with an error that names it, and drafts need the token too', async () => {
    draft('articles', 'zz-brutt.json', [])
    const res = await get('articles')
    assert.equal(res.status, 422)
    assert.match((await res.json()).message, /articles\/zz-brutt\.json/)
    assert.equal((await get('articles', '?stable=1')).status, 200)
    fs.rmSync(path.join(dataDir, 'drafts', 'articles', 'zz-brutt.json'))
    assert.equal((await fetch(`${base}/management/sites/${SITE}/articles`)).status, 401)
  })
})
