// Publishing with nobody at the server: the rebuild hook publishes releases into the folder
// a real nginx serves (the files of ops/nginx/) and reloads it itself. A release
// that adds a film page serves it with exactly its own scripts' hashes, Chromium refuses
// nothing and the page hydrates; a redirect the release adds works at once; a rollback
// brings back the old pages with their old policies and the added page is a 404; a failed
// build changes nothing. The "builds" are copies of the test build, one without a film.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'
import { pageClient } from '../../rebuild-hook/__tests__/hook-harness.mjs'
import { EDITOR, FILM, startPublishing } from './publish-fixture.mjs'
import { expect, PROGRAMME_NOW, test as base } from './fixtures.mjs'

const { get, pagePolicy, stopAll } = nginxSite

const test = base.extend({
  published: async ({ fileState }, use) =>
    use(
      await fileState.once('published', async () => {
        const published = await startPublishing()
        return {
          ...published,
          close: async () => {
            await published.close()
            await stopAll()
          },
        }
      }),
    ),
})

const through = ({ nginx }, route) => get(nginx.port, route)

/** The answer once it has the status: nginx applies a reload in the background (new
 * workers start and take new connections), so a publish reaches visitors a moment after
 * the hook has reloaded it. */
const once = async (published, route, status) => {
  await expect
    .poll(async () => (await through(published, route)).status, {
      message: `${route} answering ${status}`,
      timeout: 5000,
      intervals: [20],
    })
    .toBe(status)
  return through(published, route)
}

/** The hashes of the scripts a page runs inline, worked out here as a browser would, apart
 * from the build's own code: every <script> without src that is JavaScript. */
const inlineScriptHashes = (html) =>
  [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/i.test(attributes))
        .map(
          ([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`,
        ),
    ),
  ].sort()

/** The policy a served page carries, and the hashes of the inline scripts it holds. */
const policyOf = async (published, route) => {
  const { status, body } = await through(published, route)
  const policy = pagePolicy(body)
  const allowed = /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? []
  return {
    status,
    policy,
    allowed: allowed.filter((s) => s.startsWith("'sha256-")),
    scripts: inlineScriptHashes(body),
  }
}

test.describe('a publish through the hook, served by nginx', () => {
  test('serves a film page the release adds with exactly its own scripts allowed, and its redirect', async ({
    published,
  }) => {
    assert.equal((await through(published, FILM)).status, 404)
    await published.publish(published.builds.full)
    await once(published, FILM, 200)
    const film = await policyOf(published, FILM)
    assert.equal(film.status, 200)
    assert.ok(film.scripts.length >= 3, `${film.scripts.length} inline scripts`)
    assert.deepEqual(film.allowed, film.scripts)
    const moved = await once(published, '/lysaar', 301)
    assert.equal(moved.status, 301, 'the redirect the release adds works without anyone there')
    assert.equal(new URL(moved.headers.location).pathname, FILM)
  })

  test('gives Chromium a page it refuses nothing of, and that hydrates', async ({
    browser,
    published,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.clock.setFixedTime(PROGRAMME_NOW)
    const refused = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()))
    await page.goto(`https://localhost:${published.nginx.port}${FILM}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.getByRole('heading', { level: 1, name: 'Lysår' }).waitFor()
    assert.deepEqual(refused, [])
    await context.close()
  })

  test('rolls back to the old pages with their old policies, the added page a 404', async ({
    published,
  }) => {
    const kino = await policyOf(published, '/kino')
    const { logIn, rollbackForm, post } = pageClient(published.base)
    const { cookie } = await logIn(EDITOR.account, EDITOR.password)
    const answer = await post('/publisering/tilbake', await rollbackForm(cookie), { cookie })
    assert.equal(answer.headers.get('location'), '/publisering?melding=tilbake')
    assert.equal((await through(published, FILM)).status, 404)
    assert.equal(
      (await once(published, '/lysaar', 404)).status,
      404,
      'the redirect went with its release',
    )
    const old = fs.readFileSync(path.join(published.builds.without, 'kino/index.html'), 'utf8')
    const after = await policyOf(published, '/kino')
    assert.equal(after.policy, pagePolicy(old))
    assert.deepEqual(after.allowed, after.scripts)
    assert.equal(kino.policy, after.policy, 'the same content, the same policy')
  })

  for (const [build, why] of [
    [
      'duplicate',
      /avviste omdirigeringene .*"\/Lysaar" is the one from "\/lysaar" in other letters/,
    ],
    ['hostile', /avviste omdirigeringene .*would hide \/publisering/],
  ])
    test(`never serves a release nginx must not take (${build}), creates nothing, and says why`, async ({
      published,
    }) => {
      const before = await through(published, '/kino')
      const releases = fs.readdirSync(path.join(published.deployDir, 'releases'))
      await published.publish(published.builds[build])
      assert.equal(
        (await through(published, '/kino')).body,
        before.body,
        'the live site keeps serving',
      )
      assert.equal(
        (await through(published, FILM)).status,
        404,
        "the refused release's page never served",
      )
      assert.deepEqual(fs.readdirSync(path.join(published.deployDir, 'releases')), releases)
      assert.equal(fs.existsSync(published.builds.pwned), false, 'nginx created nothing')
      const { lastBuild } = await published.status()
      assert.equal(lastBuild.ok, false)
      assert.match(lastBuild.summary.items[0].problem, why)
    })

  test('leaves the pages and their policies as they were when a build fails', async ({
    published,
  }) => {
    const before = await through(published, '/kino')
    await published.publish('fail')
    const afterwards = await through(published, '/kino')
    assert.equal(afterwards.body, before.body)
    assert.equal((await through(published, FILM)).status, 404)
  })
})
