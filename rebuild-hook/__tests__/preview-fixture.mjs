// What the preview's tests and its benchmark share: the content stand-in with a draft of
// one article on config.testContentApi (where the test builds read their records), and
// the digests that show a folder unchanged to the byte.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { isAlive } from './hook-harness.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { TEST_CONTENT_CREDENTIALS, testContentApi } from '../../scripts/test-build-env.mjs'
import { until } from '../../tests/support/until.mjs'

/** The build test's deploy folder, kept so that the browser test's preview starts from
 * its Gatsby cache, one changed article later (relative to the project root). A link to
 * the folder, made once the build test is done with it: npm test runs the build tests and
 * the browser tests side by side, and a browser test that found the folder half made would
 * build in it beside the build test. */
const PREVIEW_DEPLOY = 'test-results/preview-deploy'

const link = () => path.resolve(PREVIEW_DEPLOY)

// Written while the build test makes its preview, with its process id.
const pending = () => `${link()}.pending`

/** The build test's preview deploy folder once handed over, or null. */
export const handedOverPreviewDeploy = () =>
  fs.existsSync(link()) ? fs.realpathSync(link()) : null

/** Waits while a build test is making its preview (npm test runs both side by side): one
 * changed article after it, this preview is a third of a whole build's work. */
export const previewDeployWhenReady = async () => {
  const maker = Number(fs.existsSync(pending()) ? fs.readFileSync(pending(), 'utf8') : 0)
  if (maker)
    await until(() => !isAlive(maker) || !fs.existsSync(pending()), "the build test's preview", {
      timeout: 30 * 60_000,
      every: 1000,
    })
  return handedOverPreviewDeploy()
}

/** A new deploy folder for the build test's preview. Older ones go, except the one handed
 * over last: a browser test may be building in it. */
export const newPreviewDeploy = () => {
  const current = handedOverPreviewDeploy()
  const parent = path.dirname(link())
  fs.mkdirSync(parent, { recursive: true })
  if (fs.lstatSync(link(), { throwIfNoEntry: false })?.isDirectory())
    fs.rmSync(link(), { recursive: true, force: true }) // a folder from before the link
  for (const name of fs.readdirSync(parent)) {
    const dir = path.join(parent, name)
    if (name.startsWith(`${path.basename(link())}-`) && dir !== current)
      fs.rmSync(dir, { recursive: true, force: true })
  }
  fs.writeFileSync(pending(), String(process.pid))
  return fs.mkdtempSync(`${link()}-`)
}

/** Points PREVIEW_DEPLOY at the folder, in one rename. */
export const handOverPreviewDeploy = (dir) => {
  const next = `${link()}.next`
  fs.rmSync(next, { force: true })
  fs.symlinkSync(dir, next)
  fs.renameSync(next, link())
  fs.rmSync(pending(), { force: true })
}

/** Writes an article draft into a stand-in's data folder (content-drafts.mjs). */
export const writeArticleDraft = (dataDir, article) => {
  fs.mkdirSync(path.join(dataDir, 'drafts', 'articles'), { recursive: true })
  fs.writeFileSync(
    path.join(dataDir, 'drafts', 'articles', `${article.slug}.json`),
    JSON.stringify(article),
  )
}

/** The content stand-in the test builds read, with the given article as a draft. The build
 * test's preview and the browser test's both need it on the builds' address, in steps that
 * run side by side: the second waits until the first has let the port go. */
export const startContentWithDraft = async (article) => {
  const dataDir = scratchDir('preview-content-')
  writeArticleDraft(dataDir, article)
  const server = await until(
    async () => {
      const candidate = createPartnerApi({ dataDir, contentCredentials: TEST_CONTENT_CREDENTIALS })
      try {
        await candidate.listen({ port: Number(testContentApi.port), host: testContentApi.hostname })
        return candidate
      } catch (error) {
        await candidate.close().catch(() => {})
        if (error.code === 'EADDRINUSE') return null
        throw error
      }
    },
    `the content stand-in's port ${testContentApi.port} free`,
    { timeout: 30 * 60_000, every: 500 },
  )
  return { server, dataDir }
}

/** Every file of a folder with its SHA-256, to show that nothing in it changed. */
export const digests = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name)
        const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
        return [path.relative(dir, file), digest]
      }),
  )
