// The editors' publish page in Chromium, with real Gatsby builds: an editor logs in,
// breaks a content record, publishes and reads the failure in plain words; mends it,
// publishes and sees the new release live; then rolls back. The builds run in a copy of
// the project (its own content/, public/ and .cache/), never in this one, whose public/
// the other browser tests use. Axe checks the pages it passes through, at phone width.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { setEditor } from '../../rebuild-hook/editor-accounts.mjs'
import { createRebuildHook } from '../../rebuild-hook/server.mjs'
import { publish } from '../../rebuild-hook/releases.mjs'
import { refreshSiteCopy } from '../../rebuild-hook/site-copy.mjs'
import { launchBrowser, PROGRAMME_NOW, startSite, wcagViolations, waitUntil } from './harness.mjs'

const SECRET = 'browser-test-webhook-secret'
const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'browser-test-editor-password' }
const BUILD_TIMEOUT = 6 * 60_000

/** A project of its own, made as the hook makes the preview's (rebuild-hook/site-copy.mjs):
 * the site's files copied (Gatsby's static queries fail to build from a linked src/, and
 * the test edits the content), the packages linked; the last local build is the live
 * release. */
const projectCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-project-'))
  refreshSiteCopy(process.cwd(), dir)
  // The pictures are already processed; a copy of the cache spares the build that work.
  if (fs.existsSync('.image-cache'))
    fs.cpSync('.image-cache', path.join(dir, '.image-cache'), { recursive: true })
  return dir
}

const axe = async (page) => assert.deepEqual(await wcagViolations(page), [])

describe('the publish page, with real builds', () => {
  const shared = {}
  before(async () => {
    shared.project = projectCopy()
    shared.deployDir = path.join(shared.project, '.deploy')
    shared.firstRelease = publish('public-local-118', shared.deployDir)
    await setEditor(path.join(shared.deployDir, 'editors.json'), KARI)
    shared.hook = createRebuildHook({
      secret: SECRET,
      projectDir: shared.project,
      deployDir: shared.deployDir,
      env: { PROGRAMME_NOW: PROGRAMME_NOW.toISOString() },
    })
    await shared.hook.listen({ port: 0, host: '127.0.0.1' })
    shared.base = `http://localhost:${shared.hook.server.address().port}`
    shared.browser = await launchBrowser()
  })
  after(async () => {
    await shared.browser?.close()
    shared.hook?.interrupt()
    await shared.hook?.idle()
    await shared.hook?.close()
    fs.rmSync(shared.project, { recursive: true, force: true })
  })

  const kino = () => path.join(shared.project, 'content/pages/kino.json')
  const status = (page) => page.locator('#tilstand')
  /** The live version as the page names it: when it was built, to the second. */
  const liveVersion = async (page) =>
    /Versjonen fra (.+?) har/.exec(await page.locator('#publisert p').first().textContent())?.[1]
  /** «Publiser nå», confirmed, and the state line once the build has ended. */
  const publishNow = async (page) => {
    await page.getByRole('link', { name: 'Publiser nå' }).click()
    await page.getByRole('heading', { level: 1, name: 'Publisere nå?' }).waitFor()
    await axe(page)
    await page.getByRole('button', { name: 'Ja, publiser nå' }).click()
    await page.getByText('Byggingen er bestilt.').waitFor()
    await waitUntil(
      page,
      () => document.getElementById('na')?.dataset.tilstand !== 'building',
      null,
      { timeout: BUILD_TIMEOUT, polling: 1000 },
    )
    return status(page).textContent()
  }

  it('explains a broken record, publishes the mended one, and rolls back', async () => {
    const context = await shared.browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${shared.base}/publisering`)
    await page.getByRole('heading', { level: 1, name: 'Logg inn for å publisere' }).waitFor()
    await axe(page)
    await page.getByLabel('Brukernavn').fill(KARI.account)
    await page.getByLabel('Passord').fill(KARI.password)
    await page.getByRole('button', { name: 'Logg inn' }).click()
    await page.getByText('Logget inn som Kari Redaktør').waitFor()
    await axe(page)
    const firstVersion = await liveVersion(page)

    // An editor mistypes a block name.
    const record = fs.readFileSync(kino(), 'utf8')
    const blocks = JSON.parse(record).blocks.map((b) => b.component)
    const at = blocks.indexOf('CoverFlow')
    const broken = JSON.parse(record)
    broken.blocks[at].component = 'CoverFlw'
    fs.writeFileSync(kino(), JSON.stringify(broken, null, 2))
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
    await axe(page)
    assert.equal(await liveVersion(page), firstVersion, 'a failed build changed the live site')

    // Mended, it is published.
    fs.writeFileSync(kino(), record)
    assert.match(await publishNow(page), /Klar/)
    const newVersion = await liveVersion(page)
    assert.notEqual(newVersion, firstVersion)
    const rows = page.locator('#historikk tbody tr')
    assert.match(await rows.nth(0).textContent(), /Publisert.*Kari Redaktør \(kari\)/s)
    assert.match(await rows.nth(1).textContent(), /Feilet.*Kari Redaktør \(kari\)/s)
    const site = await startSite(path.join(shared.deployDir, 'current'))
    try {
      const live = await fetch(`${site.origin}/kino`)
      assert.equal(live.status, 200)
      const liveRelease = fs.readlinkSync(path.join(shared.deployDir, 'current'))
      assert.notEqual(path.basename(liveRelease), shared.firstRelease)
    } finally {
      await site.close()
    }

    // And rolled back.
    await page.getByRole('link', { name: 'Gå tilbake til forrige versjon' }).click()
    await page.getByRole('button', { name: 'Ja, gå tilbake' }).click()
    await page.getByText('Nettstedet er satt tilbake til forrige versjon.').waitFor()
    assert.equal(await liveVersion(page), firstVersion)
    assert.equal(
      path.basename(fs.readlinkSync(path.join(shared.deployDir, 'current'))),
      shared.firstRelease,
    )
    assert.match(await rows.nth(0).textContent(), /Gikk tilbake.*Kari Redaktør \(kari\)/s)
    await context.close()
  })
})
