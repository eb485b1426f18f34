// The editors' preview in Chromium, with a real Gatsby build and the hook as a process
// behind the files of ops/nginx/ (hook-process.mjs): an editor logs in, previews an
// article whose title and picture's focal point are changed in a draft in the content
// stand-in, sees the picture's new cuts side by side, the bar and the new title, follows
// the list of changed pages, and then finds the old title on the live site. The live
// release is the remote build of scripts/build-test.mjs (public/), with its records; the
// preview is built in the hook's own copy of the project, never in this one.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import {
  previewDeployWhenReady,
  startContentWithDraft,
} from '../../rebuild-hook/__tests__/preview-fixture.mjs'
import { setEditor } from '../../rebuild-hook/editors/editor-accounts.mjs'
import { keepReleaseRecords } from '../../rebuild-hook/publishing/release-changes.mjs'
import { publish, releaseIds } from '../../rebuild-hook/releases/releases.mjs'
import nginxSite from '../../scripts/nginx-site.js'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import {
  partnerBuildEnv,
  PUBLIC_RECORDS,
  remoteContentEnv,
  testConfig,
} from '../../scripts/test-build-env.mjs'
import { startHookBehindNginx } from './hook-process.mjs'
import { test as base } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'

const { stopAll } = nginxSite
const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'browser-test-editor-password' }
const BUILD_TIMEOUT = 6 * 60_000
const ARTICLE = JSON.parse(fs.readFileSync('content/articles/boknatt.json', 'utf8'))
const DRAFT_TITLE = 'Boknatt med to nye forfattere – utkast'
const DRAFT_FOCUS = { x: 0.5, y: 0.05 }
const SITE_ID = JSON.parse(fs.readFileSync('content/site.json', 'utf8')).id

const axe = async (page) => assert.deepEqual(await wcagViolations(page), [])

/** The hook behind the ops nginx, with a live release and a draft in the content stand-in. */
const startPreview = async () => {
  // The build test's deploy folder when there is one (its preview's Gatsby cache makes
  // this preview one changed article later); a new one otherwise.
  const deployDir = (await previewDeployWhenReady()) ?? scratchDir('preview-browser-deploy-')
  // The draft also moves the focal point of the article's picture to its top.
  const content = (
    await startContentWithDraft({ ...ARTICLE, title: DRAFT_TITLE, imageFocus: DRAFT_FOCUS })
  ).server
  const live = publish('public', deployDir)
  // Its records, as the hook keeps those of a release it made live.
  keepReleaseRecords(deployDir, {
    release: live,
    previous: null,
    written: PUBLIC_RECORDS,
    releases: releaseIds(deployDir),
  })
  await setEditor(path.join(deployDir, 'editors.json'), KARI)
  const hook = await startHookBehindNginx({
    projectDir: process.cwd(),
    deployDir,
    secret: 'browser-test-webhook-secret',
    liveSiteUrl: false,
    env: { ...partnerBuildEnv(118, testConfig.programmeNow), ...remoteContentEnv(SITE_ID) },
  })
  return {
    hook,
    base: hook.publishOrigin,
    close: async () => {
      await hook.close()
      await stopAll()
      await content.close()
    },
  }
}

const test = base.extend({
  // It may wait for the build test's preview, in the step beside this one, to finish.
  preview: [
    async ({ fileState }, use) => use(await fileState.once('preview', startPreview)),
    { timeout: 30 * 60_000 },
  ],
})

/** Kari logs in on the publish page, as an editor does. */
const logIn = async (page, preview) => {
  await page.goto(`${preview.base}/publisering`)
  await page.getByLabel('Brukernavn').fill(KARI.account)
  await page.getByLabel('Passord').fill(KARI.password)
  await page.getByRole('button', { name: 'Logg inn' }).click()
}

test.describe('the preview of a draft, with a real build', () => {
  // Real builds, which take minutes on a slow machine beside the other files.
  test.describe.configure({ timeout: 15 * 60_000 })
  test('shows an editor the changed article under the bar, and the live site keeps the old title', async ({
    browser,
    preview,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await logIn(page, preview)
    await page.getByText('Logget inn som Kari Redaktør').waitFor()

    await page.getByRole('button', { name: 'Forhåndsvis utkast' }).click()
    await page.getByText('Forhåndsvisningen er bestilt.').waitFor()
    // The page follows the build by itself, step by step.
    await page
      .locator('#forhandsvisning-status')
      .filter({ hasText: /Bygger en forhåndsvisning av utkastene\. Trinn \d av 7: / })
      .waitFor({ timeout: BUILD_TIMEOUT })
    await page.waitForFunction(
      () => document.getElementById('forhandsvisning')?.dataset.tilstand !== 'building',
      null,
      { timeout: BUILD_TIMEOUT, polling: 1000 },
    )
    await page.getByRole('link', { name: /Åpne forhåndsvisningen/ }).waitFor()
    const changed = page.getByRole('list', { name: 'Sider som endres' })
    const links = await changed.getByRole('link').allTextContents()
    assert.ok(links.includes('/article/boknatt'), String(links))
    assert.ok(links.includes('/nyheter'), String(links))
    // A page the draft does not touch is not listed.
    assert.ok(!links.includes('/kino'), `${links.length} pages listed: ${links.slice(0, 8)}`)
    await axe(page)

    // The article's picture, cut again around its new focal point: each cut side by side.
    const pictures = page.locator('.bilder > li')
    assert.equal(await pictures.count(), 1, await page.locator('.bilder').textContent())
    assert.match(
      await pictures.first().textContent(),
      new RegExp(
        `${ARTICLE.image} \\(ny fil eller nytt fokuspunkt\\), brukt i «${ARTICLE.id}», feltet «image»`,
      ),
    )
    const cuts = pictures.first().locator('figure')
    assert.deepEqual(await cuts.locator('figcaption').allTextContents(), [
      'Toppbilde (2:1)',
      'Deling i sosiale medier',
    ])
    await cuts.last().scrollIntoViewIfNeeded()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.utsnitt img')].every((i) => i.complete && i.naturalWidth > 0),
    )
    const shapes = await cuts
      .locator('img')
      .evaluateAll((images) =>
        images.map((i) => Math.round((i.naturalWidth / i.naturalHeight) * 100) / 100),
      )
    assert.equal(shapes[0], 2, `the hero cut is ${shapes[0]}:1`)
    // A picture's long address wraps: the page reflows to a phone's width (WCAG 1.4.10).
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390)
    for (const scheme of ['dark', 'light']) {
      await page.emulateMedia({ colorScheme: scheme })
      await axe(page)
      await page.screenshot({
        path: `test-results/preview-publish-page-390-${scheme}.png`,
        fullPage: true,
      })
    }

    await changed.getByRole('link', { name: '/article/boknatt' }).click()
    await page.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor()
    const bar = page.getByRole('region', { name: 'Forhåndsvisning' })
    assert.match(await bar.textContent(), /Forhåndsvisning – ikke publisert/)
    assert.ok(await bar.isVisible())
    await page.screenshot({ path: 'test-results/preview-article-390.png' })
    await axe(page)

    // From the preview, the site's own links stay in the preview.
    await page.goto(`${preview.base}/publisering/forhandsvisning/nyheter`)
    await page.getByText(DRAFT_TITLE).first().waitFor()
    assert.ok(await bar.isVisible())
    await bar.getByRole('link', { name: 'Tilbake til publiseringssiden' }).click()
    await page.getByRole('heading', { level: 1, name: 'Publisering' }).waitFor()

    // Visitors still see what is published.
    const visitor = await browser.newPage()
    await visitor.goto(`${preview.hook.siteOrigin}/article/boknatt`)
    await visitor.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor()
    assert.equal(await visitor.getByText(DRAFT_TITLE).count(), 0)
    assert.equal(await visitor.getByText('Forhåndsvisning – ikke publisert').count(), 0)
    await visitor.close()
    await context.close()
  })

  test('shows a visitor without a session nothing of the preview', async ({ browser, preview }) => {
    const page = await browser.newPage()
    const answer = await page.goto(`${preview.base}/publisering/forhandsvisning/article/boknatt`)
    assert.equal(answer.status(), 401)
    await page.getByRole('heading', { level: 1, name: 'Logg inn for å publisere' }).waitFor()
    assert.equal(await page.getByText(DRAFT_TITLE).count(), 0)
    await page.close()
  })

  test('fits a desktop screen too', async ({ browser, preview }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await logIn(page, preview)
    await page.goto(`${preview.base}/publisering/forhandsvisning`)
    const bar = page.getByRole('region', { name: 'Forhåndsvisning' })
    await bar.waitFor()
    const box = await bar.boundingBox()
    assert.ok(box.y === 0 && box.width >= 1200, JSON.stringify(box))
    await page.screenshot({ path: 'test-results/preview-front-1280.png' })
    await context.close()
  })
})
