// The editors' preview over HTTP, with a stand-in build command that writes a live or a
// draft version of two pages (tests/build/preview.test.mjs and the browser test build the
// real site): nothing without a session, cross-site posts refused, the bar and headers on
// every page, the pages that changed, coalescing, failures, and the live site untouched.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { until } from '../../../tests/support/until.mjs'
import { setEditor } from '../../editors/editor-accounts.mjs'
import { releaseIds } from '../../releases/releases.mjs'
import { pageClient, startHook, stopHooks } from '../../__tests__/hook-harness.mjs'
import { digests } from '../../__tests__/preview-fixture.mjs'

const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'karis-eget-passord-1' }
const PREVIEW = '/publisering/forhandsvisning'

// The site as a build writes it: under the path prefix and with other script names in a
// preview (SITE_PREVIEW=1), and with the draft's title on the article page, which the
// draft plans to come out later.
const FAKE_BUILD = `
const fs = require('fs')
const draft = process.env.SITE_PREVIEW === '1'
if (process.env.DUMP_ENV) fs.writeFileSync('env.json', JSON.stringify(process.env))
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
const prefix = process.env.SITE_PATH_PREFIX || ''
const page = (title) => '<!DOCTYPE html><html><head><script src="' + prefix + '/app-' + (draft ? 'b' : 'a') +
  '.js"></script></head><body class="side"><div id="___gatsby"><a href="' + prefix + '/" aria-current="page">Forside</a><h1>' +
  title + '</h1><img src="/bilde.svg" alt=""></div></body></html>'
fs.mkdirSync('public/article/boknatt', { recursive: true })
fs.writeFileSync('public/index.html', page('Velkommen'))
fs.writeFileSync('public/article/boknatt/index.html', 'half-written')
// Its pictures' cuts (release-pictures.ts): the draft moves the focus of the article's
// picture and adds a cover; the front page's stays as it was.
const cut = (usage, name) => ({ usage, src: '/static/img/' + name + '.jpg', width: 750, height: 375 })
fs.mkdirSync('public/static/img', { recursive: true })
const pictures = [
  { url: '/images/boknatt.jpg', cut: draft ? 'b2' : 'b1', places: [{ record: 'boknatt', field: 'image' }],
    cuts: [cut('hero', draft ? 'b-hero-2' : 'b-hero-1'), cut('og', 'b-og')] },
  { url: '/images/forside.jpg', cut: 'f1', places: [{ record: 'page-index', field: 'meta.nb.image' }],
    cuts: [cut('og', 'f-og')] },
  ...(draft ? [{ url: '/images/ny.jpg', cut: 'n1', places: [{ record: 'page-kino', field: 'blocks[0].props.image' }],
    cuts: [cut('hero', 'n-hero'), { usage: 'hero', src: '../../history.json', width: 1, height: 1 }] }] : []),
]
for (const p of pictures) for (const c of p.cuts) if (c.src.startsWith('/static/')) fs.writeFileSync('public' + c.src, 'jpeg ' + c.src)
if (process.env.BUILD_RECORDS_FILE) fs.writeFileSync(process.env.BUILD_RECORDS_FILE, JSON.stringify({ records: [], pictures }))
setTimeout(() => {
  if (draft && process.env.FAIL_PREVIEW) {
    fs.writeFileSync(process.env.BUILD_REPORT_FILE, process.env.FAIL_PREVIEW)
    process.exit(1)
  }
  fs.writeFileSync('public/article/boknatt/index.html', page(draft ? 'Boknatt – utkast' : 'Boknatt'))
  fs.writeFileSync('public/404.html', page('Fant ikke siden'))
  fs.writeFileSync('public/bilde.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // The draft of the article is planned to come out (src/pipeline/outputs/preview-planned.ts).
  if (draft) fs.writeFileSync('public/preview-planned.json', JSON.stringify({
    '/article/boknatt': { publishAt: '2099-01-08T07:00:00Z' },
  }))
  fs.writeFileSync('public/security-headers.json', JSON.stringify({
    headers: {},
    defaultPolicy: "default-src 'self'; connect-src 'self' https://partner.example; form-action 'self' https://billett.example",
    pages: {},
  }))
}, Number(process.env.BUILD_MS || 100))
`

const FAULTY_DRAFT = JSON.stringify({
  kind: 'content',
  faults: [
    {
      file: 'management API sites/s/articles',
      record: 'boknatt',
      field: 'title',
      message: 'is missing',
    },
  ],
})

const setUp = async ({ env = {} } = {}) => {
  const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
  await setEditor(editorsFile, KARI)
  const started = await startHook({ build: FAKE_BUILD, prefix: 'preview-', editorsFile, env })
  const client = pageClient(started.base)
  const { cookie } = await client.logIn(KARI.account, KARI.password)
  const preview = async () =>
    client.post('/publisering/forhandsvis', { token: await client.tokenOn(cookie) }, { cookie })
  return { ...started, ...client, cookie, preview }
}

const withoutToken = (html) => html.replace(/name="token" value="[^"]*"/g, '')

afterEach(stopHooks)

describe('the preview without an editor session', () => {
  it('answers every preview path as any other page path: the login form, 401, draft or no draft', async () => {
    const { get, preview, hook } = await setUp()
    const before = await get(`${PREVIEW}/article/boknatt`)
    await preview()
    await hook.idle()
    const paths = [PREVIEW, `${PREVIEW}/article/boknatt`, `${PREVIEW}/bilde.svg`, '/publisering/x']
    const answers = await Promise.all(paths.map((p) => get(p)))
    for (const answer of [before, ...answers]) {
      assert.equal(answer.status, 401)
      const html = await answer.text()
      assert.match(html, /action="\/publisering\/logg-inn"/)
      assert.doesNotMatch(html, /Boknatt|forhandsvisning/)
      assert.equal(withoutToken(html), withoutToken(await (await get('/publisering/x')).text()))
    }
  })

  it('refuses a cross-site post, which starts no preview', async () => {
    const { post, cookie, tokenOn, deployDir, hook } = await setUp()
    const token = await tokenOn(cookie)
    const forged = await post(
      '/publisering/forhandsvis',
      { token },
      { cookie, origin: 'https://evil.example' },
    )
    assert.equal(forged.status, 403)
    const tokenless = await post('/publisering/forhandsvis', {}, { cookie })
    assert.equal(tokenless.status, 303)
    assert.match(tokenless.headers.get('location'), /melding=utlopt/)
    await hook.idle()
    assert.deepEqual(fs.readdirSync(path.join(deployDir, 'preview', 'logs')), [])
  })
})

describe('an editor previewing the drafts', () => {
  it('reads on a planned page when it comes out, in Oslo time, and on no other page', async () => {
    const { hook, preview, get, cookie } = await setUp()
    assert.equal((await preview()).status, 303)
    await hook.idle()
    const planned = await (await get(`${PREVIEW}/article/boknatt`, cookie)).text()
    assert.match(planned, /<p>Planlagt: publiseres 8\. jan\. 2099, 08:00\.<\/p>/)
    const front = await (await get(`${PREVIEW}/`, cookie)).text()
    assert.match(front, /Forhåndsvisning – ikke publisert/)
    assert.doesNotMatch(front, /Planlagt/)
  })

  it('sees the draft under the bar, with noindex and no-store, and the live site stays as it was', async () => {
    const { call, hook, preview, get, cookie, deployDir } = await setUp()
    await call()
    await hook.idle()
    const live = digests(path.join(deployDir, 'current'))
    const releases = releaseIds(deployDir)

    assert.equal((await preview()).status, 303)
    await hook.idle()
    const page = await get(`${PREVIEW}/article/boknatt`, cookie)
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('x-robots-tag'), 'noindex, nofollow')
    assert.equal(page.headers.get('cache-control'), 'no-store')
    // The member area and checkout call other hosts; in a preview they may not.
    assert.match(page.headers.get('content-security-policy'), /connect-src 'self';/)
    assert.match(page.headers.get('content-security-policy'), /form-action 'self'$/)
    const html = await page.text()
    assert.match(html, /<body class="side"><style>/)
    assert.match(html, /Forhåndsvisning – ikke publisert/)
    assert.match(html, /<a href="\/publisering">Tilbake til publiseringssiden<\/a>/)
    assert.match(html, /<h1>Boknatt – utkast<\/h1>/)
    const picture = await get(`${PREVIEW}/bilde.svg`, cookie)
    assert.equal(picture.status, 200)
    assert.equal(picture.headers.get('x-robots-tag'), 'noindex, nofollow')
    for (const outside of ['/%2e%2e/%2e%2e/history.json', '/..%2f..%2fhistory.json']) {
      const answer = await get(`${PREVIEW}${outside}`, cookie)
      assert.ok([400, 404].includes(answer.status), `${outside}: ${answer.status}`)
      assert.doesNotMatch(await answer.text(), /startedAt/)
    }
    const missing = await get(`${PREVIEW}/finnes-ikke`, cookie)
    assert.equal(missing.status, 404)
    assert.match(
      await missing.text(),
      /Fant ikke siden[\s\S]*Forhåndsvisning – ikke publisert|Forhåndsvisning – ikke publisert[\s\S]*Fant ikke siden/,
    )

    assert.deepEqual(digests(path.join(deployDir, 'current')), live)
    assert.deepEqual(releaseIds(deployDir), releases)
    assert.match(
      fs.readFileSync(path.join(deployDir, 'current/article/boknatt/index.html'), 'utf8'),
      /<h1>Boknatt<\/h1>/,
    )
  })

  /** The publish page as an editor reads it after a publish and then a preview. */
  const pageAfterPublishAndPreview = async () => {
    const { call, hook, preview, get, cookie } = await setUp()
    await call()
    await hook.idle()
    await preview()
    await hook.idle()
    return { page: await (await get('/publisering', cookie)).text(), get, cookie }
  }

  it('lists the pages whose HTML differs from the live site, as links into the preview', async () => {
    const { page } = await pageAfterPublishAndPreview()
    const list = /<ul class="endringer"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1]
    assert.ok(list, 'the list of changed pages')
    // The front page differs only by the prefix and the script names: not a change.
    assert.deepEqual(
      [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]),
      [`<a href="${PREVIEW}/article/boknatt">/article/boknatt</a> (endret)`],
    )
    assert.match(page, /Én side er forskjellig fra det publiserte nettstedet/)
  })

  it('shows every cut of each picture that is new or cut otherwise than on the live site', async () => {
    const { page, get, cookie } = await pageAfterPublishAndPreview()
    assert.match(page, /<h3>Bilder som endres \(2\)<\/h3>/)
    const list = /<ul class="bilder">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? ''
    const shown = [...list.matchAll(/<strong>(.*?)<\/strong> \((.*?)\)/g)].map((m) => m.slice(1))
    assert.deepEqual(shown, [
      ['/images/boknatt.jpg', 'ny fil eller nytt fokuspunkt'],
      ['/images/ny.jpg', 'nytt bilde'],
    ])
    const images = [...list.matchAll(/<img src="([^"]+)"[^>]*alt="([^"]+)"/g)].map((m) =>
      m.slice(1),
    )
    assert.deepEqual(images, [
      [`${PREVIEW}/static/img/b-hero-2.jpg`, 'Toppbilde (2:1): utsnittet av /images/boknatt.jpg'],
      [
        `${PREVIEW}/static/img/b-og.jpg`,
        'Deling i sosiale medier: utsnittet av /images/boknatt.jpg',
      ],
      [`${PREVIEW}/static/img/n-hero.jpg`, 'Toppbilde (2:1): utsnittet av /images/ny.jpg'],
    ])
    assert.match(list, /brukt i «page-kino», feltet «blocks\[0\]\.props\.image»/)
    // Each cut is served from the preview, to editors only.
    const cut = await get(`${PREVIEW}/static/img/b-hero-2.jpg`, cookie)
    assert.equal(cut.status, 200)
    assert.equal(await cut.text(), 'jpeg /static/img/b-hero-2.jpg')
    assert.equal((await get(`${PREVIEW}/static/img/b-hero-2.jpg`)).status, 401)
  })

  it('says there is nothing to compare with before anything is published', async () => {
    const { hook, preview, get, cookie } = await setUp()
    await preview()
    await hook.idle()
    const page = await (await get('/publisering', cookie)).text()
    assert.match(page, /Ingen versjon er publisert ennå, så det er ingenting å sammenligne med/)
    assert.doesNotMatch(page, /class="endringer"/)
  })

  it('sends a path the preview names without its prefix on into the preview', async () => {
    const { hook, preview, base } = await setUp()
    await preview()
    await hook.idle()
    const from = (referer) =>
      fetch(`${base}/bilde.svg?v=1`, {
        redirect: 'manual',
        headers: referer ? { Referer: referer } : {},
      })
    const referred = await from(`${base}${PREVIEW}/article/boknatt`)
    assert.equal(referred.status, 307)
    assert.equal(referred.headers.get('location'), `${PREVIEW}/bilde.svg?v=1`)
    for (const referer of [null, `${base}/publisering`, `https://evil.example${PREVIEW}/x`])
      assert.equal((await from(referer)).status, 404, String(referer))
  })

  it('coalesces repeated requests while a preview builds into one more preview', async () => {
    const { hook, preview, deployDir } = await setUp({ env: { BUILD_MS: '600' } })
    for (let i = 0; i < 4; i++) await preview()
    await hook.idle()
    assert.equal(fs.readFileSync(path.join(deployDir, 'preview/work/count'), 'utf8'), '2')
  })

  it('runs beside a live build without either one disturbing the other', async () => {
    const { call, hook, preview, get, cookie, deployDir } = await setUp({
      env: { BUILD_MS: '500' },
    })
    await call()
    await preview()
    await hook.idle()
    const liveArticle = path.join(deployDir, 'current/article/boknatt/index.html')
    assert.match(fs.readFileSync(liveArticle, 'utf8'), /<h1>Boknatt<\/h1>/)
    const page = await (await get(`${PREVIEW}/article/boknatt`, cookie)).text()
    assert.match(page, /Boknatt – utkast/)
  })

  it('gives the preview build the drafts switch and the prefix, and none of the hook secrets', async () => {
    const { hook, preview, deployDir } = await setUp({ env: { DUMP_ENV: '1' } })
    await preview()
    await hook.idle()
    const env = JSON.parse(fs.readFileSync(path.join(deployDir, 'preview/work/env.json'), 'utf8'))
    assert.equal(env.SITE_PREVIEW, '1')
    assert.equal(env.PREFIX_PATHS, 'true')
    assert.equal(env.SITE_PATH_PREFIX, PREVIEW)
    assert.equal(env.PUBLISHED_DIR, path.join(deployDir, 'current'))
    assert.equal(env.REBUILD_SECRET, undefined)
    assert.ok(!Object.values(env).some((v) => v.includes('a-long-shared-secret-for-tests')))
  })
})

describe('a preview that fails', () => {
  it('explains the fault in plain Norwegian, naming the record and field, and serves nothing half-built', async () => {
    const { hook, preview, get, cookie, call } = await setUp({
      env: { FAIL_PREVIEW: FAULTY_DRAFT },
    })
    await call()
    await hook.idle()
    await preview()
    await hook.idle()
    const page = await (await get('/publisering', cookie)).text()
    assert.match(page, /Den siste forhåndsvisningen feilet/)
    assert.match(page, /boknatt/)
    assert.match(page, /mangler/)
    const served = await get(`${PREVIEW}/article/boknatt`, cookie)
    assert.equal(served.status, 404)
    const html = await served.text()
    assert.match(html, /Ingen forhåndsvisning ennå/)
    assert.doesNotMatch(html, /half-written/)
  })

  it('leaves the last good preview served when the next one dies half-way', async () => {
    const { hook, preview, get, cookie, deployDir } = await setUp()
    await preview()
    await hook.idle()
    const before = await (await get(`${PREVIEW}/article/boknatt`, cookie)).text()
    assert.match(before, /Boknatt – utkast/)
    process.env.BUILD_MS = '60000'
    try {
      await preview()
      const half = path.join(deployDir, 'preview/work/public/article/boknatt/index.html')
      await until(() => fs.readFileSync(half, 'utf8').includes('half-written'), 'a half build')
      hook.interrupt()
      await hook.idle()
    } finally {
      delete process.env.BUILD_MS
    }
    const after = await get(`${PREVIEW}/article/boknatt`, cookie)
    assert.equal(after.status, 200)
    assert.equal(await after.text(), before)
    assert.match(await (await get('/publisering', cookie)).text(), /forhåndsvisningen feilet/)
  })
})
