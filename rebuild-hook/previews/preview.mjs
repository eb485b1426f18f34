// The editors' preview: the site built from the CMS's drafts, for editors only. It never
// touches what visitors see. It is built as a publish is (builders.mjs): beside the live
// build in a copy of the project, refreshed before each preview keeping file times so the
// caches stay warm (<deploy>/preview/work/ for the hook's own builds; the jail's workspace
// for a jailed one). Under <deploy>/preview/:
//   served/    the finished preview, published as releases are (releases.mjs: a copy,
//              then one rename), so a preview that dies half-way is never served
//   logs/      the previews' logs and failure reports
//   served.records.json  what the served preview's pages say and its pictures' cuts
// Processed images are shared with the live build (IMAGE_CACHE_DIR; its files are written
// whole and renamed into place). Requests while a preview builds are coalesced into one
// more preview, as webhook calls are.
import fs from 'node:fs'
import path from 'node:path'
import { readLog, readReport } from '../publishing/build-process.mjs'
import { createBuildQueue } from '../publishing/build-queue.mjs'
import { stageOf } from '../publishing/build-stage.mjs'
import { summariseFailure } from '../publishing/failure-summary.mjs'
import { changedPages } from './preview-changes.mjs'
import { pictureChangesFromLive } from '../publishing/release-changes.mjs'
import { PREVIEW } from '../publish-page/page-paths.mjs'
import { builtAt, currentRelease, publish } from '../releases/releases.mjs'

/** The previews of the hook `app` (server.mjs), in the project in projectDir, from the
 * parts decorated on it: its clock, releases, builder (builders.mjs), the build environment
 * it gives its own builds (without its secrets) and its audit log. */
export const createPreviews = (app, { projectDir }) => {
  const { clock, builder, buildEnvironment: environment, audit } = app
  const { deployDir } = app.releases
  const root = path.join(deployDir, 'preview')
  const servedRoot = path.join(root, 'served')
  const logsDir = path.join(root, 'logs')
  const servedRecords = path.join(root, 'served.records.json')
  fs.mkdirSync(logsDir, { recursive: true })
  // Where the live build keeps its processed images (gatsby-node.ts), as an absolute path.
  const imageCache = path.resolve(projectDir, environment({}).IMAGE_CACHE_DIR || '.image-cache')

  let current = null // the running preview's build (builders.mjs)
  let running = null // { by, startedAt, log }
  let last = null // how the last preview ended
  let requesters = []

  const build = async () => {
    const startedAt = clock.now()
    const id = new Date(startedAt).toISOString().replace(/[:.]/g, '-')
    const log = path.join(logsDir, `preview-${id}.log`)
    const report = log.replace(/\.log$/, '.report.json')
    const records = log.replace(/\.log$/, '.records.json')
    running = { by: [...new Set(requesters)].join(', '), startedAt, log }
    requesters = []
    let result
    try {
      current = builder.start('preview', {
        log,
        report,
        env: environment({
          SITE_PREVIEW: '1',
          PREFIX_PATHS: 'true',
          SITE_PATH_PREFIX: PREVIEW,
          IMAGE_CACHE_DIR: imageCache,
          BUILD_REPORT_FILE: report,
          BUILD_RECORDS_FILE: records,
        }),
      })
      result = await current.done
    } catch (error) {
      result = { ok: false, error: `the preview could not start: ${error.message}` }
    }
    const output = current?.output
    current = null
    if (result.ok) {
      try {
        publish(output, servedRoot, { keep: 1 })
        // A build that wrote no records leaves none to be compared with the live release.
        if (fs.existsSync(records)) fs.renameSync(records, servedRecords)
        else fs.rmSync(servedRecords, { force: true })
      } catch (error) {
        result = { ok: false, error: `publishing the preview failed: ${error.message}` }
      }
    }
    const finishedAt = clock.now()
    last = {
      ok: result.ok,
      by: running.by,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date(finishedAt).toISOString(),
      durationMs: finishedAt - startedAt,
      summary: result.ok ? null : summariseFailure(readReport(report), result.error),
      error: result.error,
      logTail: result.ok ? null : readLog(log).slice(-2000),
    }
    audit.record({ who: last.by, action: 'preview-build', outcome: last.ok ? 'ok' : 'failed' })
    running = null
  }

  const queue = createBuildQueue(build)

  /** The folder of the preview being served, or null when there is none. */
  const servedDir = () => {
    const id = currentRelease(servedRoot)
    return id && path.join(servedRoot, 'releases', id)
  }

  // The pages and pictures that differ from the live site, worked out again when either
  // changes (a publish after the preview, or a rollback, changes the answer).
  let compared = { key: null, changes: null, pictures: null }
  const comparison = () => {
    const key = `${currentRelease(servedRoot)} ${currentRelease(deployDir)}`
    // Nothing to compare with before the first publish.
    if (!servedDir() || !currentRelease(deployDir)) return null
    if (compared.key !== key)
      compared = {
        key,
        changes: changedPages(servedDir(), path.join(deployDir, 'current'), PREVIEW),
        pictures: pictureChangesFromLive(deployDir, servedRecords),
      }
    return compared
  }

  return {
    /** Asks for a preview (coalesced); by: the editor who asked. */
    request(by) {
      requesters.push(by)
      return queue.request()
    },
    servedDir,
    /** What the publish page shows about the preview. */
    view: () => ({
      state: running ? 'building' : (last?.ok ?? true) ? 'idle' : 'failed',
      running: running && {
        by: running.by,
        startedAt: new Date(running.startedAt).toISOString(),
      },
      stage: running && current ? stageOf(readLog(current.liveLog)) : null,
      pending: queue.pending,
      last,
      served: servedDir() && {
        builtAt: builtAt(currentRelease(servedRoot)),
        changes: comparison()?.changes ?? null,
        pictures: comparison()?.pictures ?? null,
      },
    }),
    idle: () => queue.idle(),
    interrupt: () => void current?.stop(),
  }
}
