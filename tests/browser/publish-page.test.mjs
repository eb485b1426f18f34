// The editors' publish page in Chromium, as deployed: the rebuild hook as a process of its
// own behind the files of ops/nginx/ (TLS, the publish page on its own origin), with real
// Gatsby builds at real times on the hook's clock (REBUILD_CLOCK_AT). An editor logs in,
// breaks a content record, publishes and reads the failure in plain words; mends it and
// publishes at 07:50, when an article planned for 08:00 is not out yet, and reads the plan;
// the hook restarts just before 08:00, says what it found, and builds at 08:00 by itself;
// the editor reads what that release changed and who did what; then rolls back. The builds
// run in a copy of the project (its own content/, public/ and .cache/), never in this one,
// whose public/ the other browser tests use. Axe checks every page it passes through, in
// both colour schemes; PUBLISH_SCREENSHOTS=<folder> keeps a picture of each at 390 and 1440.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'
import { setEditor } from '../../rebuild-hook/editors/editor-accounts.mjs'
import { publish } from '../../rebuild-hook/releases/releases.mjs'
import { refreshSiteCopy } from '../../rebuild-hook/publishing/site-copy.mjs'
import { startHookBehindNginx } from './hook-process.mjs'
import { expect, test as base } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'

const { stopAll } = nginxSite
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))

const SECRET = 'browser-test-webhook-secret'
const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'browser-test-editor-password' }
const BUILD_TIMEOUT = 6 * 60_000
/** The test builds' programme time, 08:00 in Oslo: the article below goes out then. */
const EIGHT = pkg.config.programmeNow
const minutesBefore = (minutes) => new Date(Date.parse(EIGHT) - minutes * 60_000).toISOString()
const ARTICLE = {
  id: '7f1c2a3b-4d5e-4f60-8a7b-0000000000a8',
  title: 'Den store kinodagen åpner klokka åtte',
  slug: 'den-store-kinodagen-apner',
  category: 'article',
  author: 'Kari Redaktør',
  image: '/images/articles/boknatt.jpg',
  thumbnail: '/images/articles/boknatt-liten.jpg',
  content: '<p>Alle salene viser film fra morgen til kveld, og kaffen er gratis.</p>',
  node_locale: 'nb',
  createdAt: 1758535200000,
  updatedAt: 1758535200000,
  order: 0,
  publishAt: EIGHT,
}
const ARTICLE_PATH = `/article/${ARTICLE.slug}`

/** A project of its own, made as the hook makes the preview's (rebuild-hook/publishing/site-copy.mjs):
 * the site's files copied (Gatsby's static queries fail to build from a linked src/, and
 * the test edits the content), the packages linked, and the article planned for 08:00
 * added to its content. */
const projectCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-project-'))
  refreshSiteCopy(process.cwd(), dir)
  // The pictures are already processed; a copy of the cache spares the build that work.
  if (fs.existsSync('.image-cache'))
    fs.cpSync('.image-cache', path.join(dir, '.image-cache'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'content/articles', `${ARTICLE.slug}.json`),
    JSON.stringify(ARTICLE, null, 2),
  )
  return dir
}

/** The hook behind the ops nginx in a copy of the project, the test build live. */
const startPublishing = async () => {
  const project = projectCopy()
  const deployDir = path.join(project, '.deploy')
  const firstRelease = publish('public-local-118', deployDir)
  await setEditor(path.join(deployDir, 'editors.json'), KARI)
  const hook = await startHookBehindNginx({
    projectDir: project,
    deployDir,
    secret: SECRET,
    clockAt: minutesBefore(10),
  })
  return {
    project,
    deployDir,
    firstRelease,
    hook,
    siteOrigin: hook.siteOrigin,
    publishOrigin: hook.publishOrigin,
    close: async () => {
      await hook.close()
      await stopAll()
      fs.rmSync(project, { recursive: true, force: true })
    },
  }
}

const test = base.extend({
  publishing: async ({ fileState }, use) =>
    use(await fileState.once('publishing', startPublishing)),
})

test.describe('the publish page, with real builds through the operator’s nginx', () => {
  // Real builds, which take minutes on a slow machine beside the other files.
  test.describe.configure({ timeout: 15 * 60_000 })
  const kino = ({ project }) => path.join(project, 'content/pages/kino.json')
  const siteGet = ({ hook }, target) => hook.siteGet(target)
  const status = (page) => page.locator('#tilstand')
  /** The live version as the page names it: when it was built, to the second. */
  const liveVersion = async (page) =>
    /Versjonen fra (.+?) har/.exec(await page.locator('#publisert p').first().textContent())?.[1]

  /** Axe in both colour schemes, the page within a phone's width (WCAG 1.4.10), and, when
   * asked for, a picture at 390 and 1440 of each. */
  const check = async (page, name) => {
    const width = page.viewportSize().width
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth),
      width,
      `${name} is wider than the screen`,
    )
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme })
      assert.deepEqual(await wcagViolations(page), [], `${name}, ${scheme}`)
      const folder = process.env.PUBLISH_SCREENSHOTS
      if (!folder) continue
      fs.mkdirSync(folder, { recursive: true })
      for (const w of [390, 1440]) {
        await page.setViewportSize({ width: w, height: 900 })
        await page.screenshot({
          path: path.join(folder, `${name}-${w}-${scheme}.png`),
          fullPage: true,
        })
      }
      await page.setViewportSize({ width, height: 800 })
    }
    await page.emulateMedia({ colorScheme: 'light' })
  }

  const logIn = async (page, { publishOrigin }) => {
    await page.goto(`${publishOrigin}/publisering`)
    await page.getByRole('heading', { level: 1, name: 'Logg inn for å publisere' }).waitFor()
    await page.getByLabel('Brukernavn').fill(KARI.account)
    await page.getByLabel('Passord').fill(KARI.password)
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.getByText('Logget inn som Kari Redaktør').waitFor()
  }

  /** «Publiser nå», confirmed, and the state line once the build has ended. */
  const publishNow = async (page) => {
    await page.getByRole('link', { name: 'Publiser nå' }).click()
    await page.getByRole('heading', { level: 1, name: 'Publisere nå?' }).waitFor()
    await check(page, 'bekreft-publisering')
    await page.getByRole('button', { name: 'Ja, publiser nå' }).click()
    await page.getByText('Byggingen er bestilt.').waitFor()
    await page.waitForFunction(
      () => document.getElementById('na')?.dataset.tilstand !== 'building',
      null,
      { timeout: BUILD_TIMEOUT, polling: 1000 },
    )
    return status(page).textContent()
  }

  test('explains a broken record, builds a planned article at 08:00, and rolls back', async ({
    browser,
    publishing,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${publishing.publishOrigin}/publisering`)
    await page.getByRole('heading', { level: 1, name: 'Logg inn for å publisere' }).waitFor()
    await check(page, 'innlogging')
    await logIn(page, publishing)
    await check(page, 'publisering-start')
    const firstVersion = await liveVersion(page)

    // An editor mistypes a block name.
    const record = fs.readFileSync(kino(publishing), 'utf8')
    const blocks = JSON.parse(record).blocks.map((b) => b.component)
    const at = blocks.indexOf('CoverFlow')
    const broken = JSON.parse(record)
    broken.blocks[at].component = 'CoverFlw'
    fs.writeFileSync(kino(publishing), JSON.stringify(broken, null, 2))
    assert.match(await publishNow(page), /Den siste byggingen feilet/)
    const explained = await page.locator('.feilboks').textContent()
    assert.match(explained, /Innholdet har én feil/)
    assert.match(
      explained.replace(/\s+/g, ' '),
      new RegExp(
        `Siden «kino», posten «page-kino» \\(content/pages/kino\\.json\\), blokk ${at + 1}, ` +
          'feltet «component»: har verdien «CoverFlw», som ikke finnes\\. Mente du «CoverFlow»\\?',
      ),
    )
    assert.doesNotMatch(explained, /at .*\.(js|ts):\d+/, 'a stack trace is shown')
    assert.equal(await page.locator('details pre').isVisible(), false, 'the log shows unasked')
    await page.getByText('Vis slutten av loggen').click()
    assert.equal(await page.locator('details pre').isVisible(), true)
    await check(page, 'bygging-feilet')
    assert.equal(await liveVersion(page), firstVersion, 'a failed build changed the live site')

    // Mended, it is published before 08:00: the planned article is not out, but planned.
    fs.writeFileSync(kino(publishing), record)
    assert.match(await publishNow(page), /Klar/)
    const mendedVersion = await liveVersion(page)
    assert.notEqual(mendedVersion, firstVersion)
    const rows = page.locator('#historikk tbody tr')
    assert.match(await rows.nth(0).textContent(), /Publisert.*Kari Redaktør \(kari\)/s)
    assert.match(await rows.nth(1).textContent(), /Feilet.*Kari Redaktør \(kari\)/s)
    const mendedRelease = path.basename(fs.readlinkSync(path.join(publishing.deployDir, 'current')))
    assert.notEqual(mendedRelease, publishing.firstRelease)
    assert.equal((await siteGet(publishing, '/kino')).status, 200)
    assert.equal(
      (await siteGet(publishing, ARTICLE_PATH)).status,
      404,
      'the article planned for 08:00 is out in a build made before it',
    )
    const plan = page.locator('#planlagt li')
    assert.equal(await plan.count(), 1)
    assert.equal(
      (await plan.first().textContent()).replace(/\s+/g, ' '),
      `23. nov. 2026, 08:00: Artikkelen «${ARTICLE.title}» publiseres.`,
    )
    await check(page, 'planlagt')

    // The hook stops and starts again just before 08:00 (a deploy, a reboot): it says what
    // it found, and at 08:00 by its clock it builds by itself.
    await publishing.hook.restart(new Date(Date.parse(EIGHT) - 3_000).toISOString())
    assert.match(
      publishing.hook.output(),
      /Planned builds: 1, the next at 2026-11-23T07:00:00\.000Z \(1 change\(s\)\)\./,
    )
    // Nobody asks this process for a build: its first is the planned one.
    await expect
      .poll(
        async () => {
          const { state, builds } = await publishing.hook.status().catch(() => ({}))
          return state !== 'building' && builds === 1
        },
        { message: 'the planned build at 08:00', timeout: BUILD_TIMEOUT, intervals: [500] },
      )
      .toBe(true)
    const { lastBuild: planned } = await publishing.hook.status()
    assert.equal(planned.ok, true, 'the planned build failed')
    const article = await siteGet(publishing, ARTICLE_PATH)
    assert.equal(article.status, 200, 'the article is not out after the build at 08:00')
    assert.match(article.body, /Den store kinodagen åpner klokka åtte/)

    // Its sessions went with the old process; the editor logs in again and reads it all.
    await logIn(page, publishing)
    assert.match(await rows.nth(0).textContent(), /Publisert.*Planlagt publisering/s)
    const changes = (await page.locator('#publisert').textContent()).replace(/\s+/g, ' ')
    assert.match(changes, /Nye sider \(1\)/)
    assert.match(changes, new RegExp(`${ARTICLE.title} \\(artikkel, ${ARTICLE_PATH}\\)`))
    assert.equal(
      await page.getByRole('link', { name: ARTICLE.title }).getAttribute('href'),
      `${publishing.siteOrigin}${ARTICLE_PATH}`,
    )
    assert.equal(await page.locator('#planlagt li').count(), 0, 'the plan still lists 08:00')
    const log = page.locator('#logg tbody tr')
    const entries = await log.allTextContents()
    assert.match(entries[0], /Innlogging.*Logget inn/s)
    assert.ok(
      entries.some((e) => /Planlagt publisering.*Bygging.*Publisert/s.test(e)),
      `no planned build in the log: ${entries.join(' | ')}`,
    )
    assert.ok(entries.some((e) => /Kari Redaktør.*Publiser nå.*Bestilt/s.test(e)))
    assert.ok(entries.some((e) => /Kari Redaktør.*Bygging.*Feilet/s.test(e)))
    await check(page, 'etter-planlagt')

    // And rolled back, to the release without the article: the confirmation says so.
    await page.getByRole('link', { name: 'Gå tilbake til forrige versjon' }).click()
    const confirm = (await page.locator('main').textContent()).replace(/\s+/g, ' ')
    assert.match(confirm, new RegExp(`Sider som forsvinner \\(1\\)\\s*${ARTICLE.title}`))
    await check(page, 'bekreft-tilbake')
    await page.getByRole('button', { name: 'Ja, gå tilbake' }).click()
    await page.getByText('Nettstedet er satt tilbake til forrige versjon.').waitFor()
    assert.equal(await liveVersion(page), mendedVersion)
    assert.equal(
      path.basename(fs.readlinkSync(path.join(publishing.deployDir, 'current'))),
      mendedRelease,
    )
    assert.equal((await siteGet(publishing, ARTICLE_PATH)).status, 404)
    assert.match(await rows.nth(0).textContent(), /Gikk tilbake.*Kari Redaktør \(kari\)/s)
    await context.close()
  })
})
