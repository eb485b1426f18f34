// The editors' preview with a real Gatsby build: an article's title changed in a draft in
// the content stand-in; the rebuild hook previews it beside a live release (the remote
// build scripts/build-test.mjs made, public/). The preview differs from the live site
// exactly on the pages that show the article, and the live release is unchanged to the
// byte. The time the preview took goes to test-results/ (the benchmark measures it too).
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { comparable, routeOf } from '../../rebuild-hook/previews/preview-changes.mjs'
import { publish } from '../../rebuild-hook/releases/releases.mjs'
import { createRebuildHook } from '../../rebuild-hook/server.mjs'
import { until } from '../support/until.mjs'
import { pageClient } from '../../rebuild-hook/__tests__/hook-harness.mjs'
import {
  digests,
  handOverPreviewDeploy,
  newPreviewDeploy,
  startContentWithDraft,
  writeArticleDraft,
} from '../../rebuild-hook/__tests__/preview-fixture.mjs'
import { partnerBuildEnv, remoteContentEnv, testConfig } from '../../scripts/test-build-env.mjs'

const PREVIEW = '/publisering/forhandsvisning'
const EDITOR_PASSWORD = 'build-test-editor-password'
const SITE_ID = JSON.parse(fs.readFileSync('content/site.json', 'utf8')).id
const ARTICLE = JSON.parse(fs.readFileSync('content/articles/boknatt.json', 'utf8'))
const DRAFT_TITLE = 'Boknatt med to nye forfattere (utkast)'

const htmlPages = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (e) => e.isFile() && e.name.endsWith('.html') && !e.parentPath.includes('offline-plugin'),
    )
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))

/** «Forhåndsvis utkast» on the publish page, as the editor logged in with cookie; resolves
 * once the hook has nothing left to do. */
const previewDrafts = async (hook, client, cookie) => {
  await client.post('/publisering/forhandsvis', { token: await client.tokenOn(cookie) }, { cookie })
  await hook.idle()
}

describe('a preview of a changed article, built by Gatsby', () => {
  const shared = {}
  before(async () => {
    const { server, dataDir } = await startContentWithDraft({ ...ARTICLE, title: DRAFT_TITLE })
    shared.content = server
    // Kept for the browser test, whose preview then starts from this one's Gatsby cache.
    shared.deployDir = newPreviewDeploy()
    publish('public', shared.deployDir)
    shared.liveBefore = digests(path.join(shared.deployDir, 'current'))
    shared.hook = createRebuildHook({
      secret: 'build-test-webhook-secret',
      projectDir: process.cwd(),
      deployDir: shared.deployDir,
      editorPassword: EDITOR_PASSWORD,
      env: {
        ...partnerBuildEnv(118, testConfig.programmeNow),
        ...remoteContentEnv(SITE_ID),
      },
    })
    await shared.hook.listen({ port: 0, host: '127.0.0.1' })
    const client = pageClient(`http://127.0.0.1:${shared.hook.server.address().port}`)
    const { cookie } = await client.logIn('redaksjonen', EDITOR_PASSWORD)
    const started = Date.now()
    await previewDrafts(shared.hook, client, cookie)
    shared.seconds = (Date.now() - started) / 1000
    shared.page = await (await client.get('/publisering', cookie)).text()
    shared.client = client
    shared.cookie = cookie
    shared.dataDir = dataDir
    shared.previewDir = path.join(shared.deployDir, 'preview', 'served', 'current')
  })
  after(async () => {
    await shared.hook?.close()
    await shared.content?.close()
    if (shared.deployDir) handOverPreviewDeploy(shared.deployDir)
  })

  it('builds, and the publish page lists exactly the pages that show the article', () => {
    const log = fs.readdirSync(path.join(shared.deployDir, 'preview', 'logs'))
    assert.ok(fs.existsSync(path.join(shared.previewDir, 'index.html')), `no preview; logs: ${log}`)
    fs.mkdirSync('test-results', { recursive: true })
    fs.writeFileSync('test-results/preview-build.json', JSON.stringify({ seconds: shared.seconds }))
    const live = path.join(shared.deployDir, 'current')
    // The oracle: every live page that shows the article's title.
    const showing = htmlPages(live)
      .filter((f) => fs.readFileSync(path.join(live, f), 'utf8').includes(`>${ARTICLE.title}<`))
      .map(routeOf)
      .sort()
    assert.ok(showing.includes('/article/boknatt') && showing.length >= 2, String(showing))
    const listed = [
      ...shared.page.matchAll(/<li><a href="\/publisering\/forhandsvisning([^"]*)">/g),
    ]
      .map((m) => m[1] || '/')
      .sort()
    assert.deepEqual(listed, showing)
  })

  it('differs from the live pages only by the draft', () => {
    const live = path.join(shared.deployDir, 'current')
    const article = 'article/boknatt/index.html'
    const draft = comparable(
      fs.readFileSync(path.join(shared.previewDir, article), 'utf8'),
      PREVIEW,
    )
    assert.match(draft, new RegExp(`>${DRAFT_TITLE.replace(/[()]/g, '\\$&')}<`))
    const published = comparable(fs.readFileSync(path.join(live, article), 'utf8'), PREVIEW)
    assert.equal(draft.replaceAll(DRAFT_TITLE, ARTICLE.title), published)
    // No service worker in a preview, so no draft is cached as the site.
    assert.equal(fs.existsSync(path.join(shared.previewDir, 'sw.js')), false)
    assert.ok(fs.existsSync(path.join(live, 'sw.js')))
    // Its own policy in the page, for exactly the page's own scripts.
    const draftHtml = fs.readFileSync(path.join(shared.previewDir, article), 'utf8')
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      draftHtml,
    )?.[1]
    const allowed = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '')
      .split(' ')
      .filter((s) => s.startsWith("'sha256-"))
    const inline = [...draftHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/i.test(attributes))
      .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`)
    assert.deepEqual(allowed, [...new Set(inline)].sort())
    // Closed to crawlers, with no sitemap; the live site names its own.
    const robots = (dir) => fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')
    assert.equal(robots(shared.previewDir), 'User-agent: *\nDisallow: /\n')
    assert.equal(fs.existsSync(path.join(shared.previewDir, 'sitemap-index.xml')), false)
    assert.match(robots(live), /^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m)
    assert.ok(fs.existsSync(path.join(live, 'sitemap-index.xml')))
  })

  it('leaves the live release as it was, to the byte', () => {
    assert.deepEqual(digests(path.join(shared.deployDir, 'current')), shared.liveBefore)
  })

  it('explains a draft with a fault as a publish would, naming the record and field, and keeps the last preview', async () => {
    const served = digests(shared.previewDir)
    const live = digests(path.join(shared.deployDir, 'current'))
    writeArticleDraft(shared.dataDir, { ...ARTICLE, title: '' })
    const { client, cookie } = shared
    await previewDrafts(shared.hook, client, cookie)
    const page = await (await client.get('/publisering', cookie)).text()
    const box = /<section[^>]*id="forhandsvisning"[\s\S]*?<\/section>/.exec(page)?.[0] ?? ''
    const text = box.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    assert.match(text, /Den siste forhåndsvisningen feilet/)
    assert.match(text, /feltet «title»/, text)
    assert.match(text, new RegExp(ARTICLE.id), text)
    assert.deepEqual(digests(shared.previewDir), served)
    assert.deepEqual(digests(path.join(shared.deployDir, 'current')), live)
  })

  it("builds a preview once more without Gatsby's cache when its write failed after the queries ran, and shows the draft", async () => {
    // Gatsby records each query's result as soon as the query has run, and writes the page
    // data afterwards. Here that write fails in the first run (as it did now and then when
    // Gatsby's own store refused it). The hook runs the build once more at once, without
    // Gatsby's cache: that run must show the draft, not the pages from before, which a run
    // with the cache would find unchanged. (That a failed run's next build starts without
    // the cache, and a stopped one's, rebuild-hook/__tests__/hook.test.mjs shows with a
    // stand-in build.)
    const title = 'Boknatt med to nye forfattere (utkast 2)'
    writeArticleDraft(shared.dataDir, { ...ARTICLE, title })
    const pageData = path.join(
      shared.deployDir,
      'preview/work/public/page-data/article/boknatt/page-data.json',
    )
    const before = fs.readFileSync(pageData)
    fs.rmSync(pageData)
    fs.mkdirSync(pageData) // a folder where the file must go: the write fails
    const logsDir = path.join(shared.deployDir, 'preview', 'logs')
    const earlier = new Set(fs.readdirSync(logsDir))
    const log = () => {
      const name = fs.readdirSync(logsDir).find((f) => f.endsWith('.log') && !earlier.has(f))
      return name ? fs.readFileSync(path.join(logsDir, name), 'utf8') : ''
    }
    // Once the first run has failed, the file is back as it was before the draft, as a
    // refused write leaves it, and the second run can write.
    let waiting = true
    const unblocked = (async () => {
      await until(() => !waiting || /runs once more/.test(log()), 'the first run failing', {
        timeout: 10 * 60_000,
        every: 100,
      })
      fs.rmSync(pageData, { recursive: true, force: true })
      fs.writeFileSync(pageData, before)
    })()
    const { client, cookie } = shared
    await previewDrafts(shared.hook, client, cookie)
    waiting = false
    await unblocked
    assert.match(log(), /runs once more[\s\S]*without Gatsby's cache/)
    const page = await (await client.get('/publisering', cookie)).text()
    assert.doesNotMatch(page, /Den siste forhåndsvisningen feilet/)
    const article = fs.readFileSync(
      path.join(shared.previewDir, 'article/boknatt/index.html'),
      'utf8',
    )
    assert.match(article, new RegExp(`>${title.replace(/[()]/g, '\\$&')}<`))
  })
})
