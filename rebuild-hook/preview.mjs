// The editors' preview: the site built from the CMS's drafts, for editors only. It never
// touches what visitors see. Everything lives under <deploy>/preview/:
//   work/      a copy of the project to build in, with its own .cache and public/ (the
//              live build's are the project's); the copy is refreshed before each preview,
//              keeping file times, so the caches stay warm
//   served/    the finished preview, published as releases are (releases.mjs: a copy,
//              then one rename), so a preview that dies half-way is never served
//   logs/      the previews' logs and failure reports
// Processed images are shared with the live build (IMAGE_CACHE_DIR; its files are written
// whole and renamed into place). Requests while a preview builds are coalesced into one
// more preview, as webhook calls are.
import fs from 'node:fs'
import path from 'node:path'
import { readLog, readReport, startBuild, stopBuild } from './build-process.mjs'
import { createBuildQueue } from './build-queue.mjs'
import { stageOf } from './build-stage.mjs'
import { summariseFailure } from './failure-summary.mjs'
import { changedPages } from './preview-changes.mjs'
import { PREVIEW } from './publish-page.mjs'
import { builtAt, currentRelease, publish } from './releases.mjs'

/** What a build of the site reads from the project (the benchmark's copies take it too). */
export const SITE_FILES = [
  'src',
  'static',
  'content',
  'gatsby-config.ts',
  'gatsby-node.js',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
]

/** Makes workDir a copy of the project's site files (node_modules linked, not copied). */
const refreshWorkspace = (projectDir, workDir) => {
  fs.mkdirSync(workDir, { recursive: true })
  for (const entry of SITE_FILES) {
    const from = path.join(projectDir, entry)
    const to = path.join(workDir, entry)
    fs.rmSync(to, { recursive: true, force: true })
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  }
  const modules = path.join(workDir, 'node_modules')
  if (!fs.existsSync(modules) && fs.existsSync(path.join(projectDir, 'node_modules')))
    fs.symlinkSync(path.join(projectDir, 'node_modules'), modules, 'dir')
}

/**
 * projectDir, deployDir: the hook's; buildCommand: as for a publish; environment(extra):
 * the build environment the hook gives every build, without its secrets.
 */
export const createPreviews = ({ projectDir, deployDir, buildCommand, environment }) => {
  const root = path.join(deployDir, 'preview')
  const workDir = path.join(root, 'work')
  const servedRoot = path.join(root, 'served')
  const logsDir = path.join(root, 'logs')
  fs.mkdirSync(logsDir, { recursive: true })
  // Where the live build keeps its processed images (gatsby-node.ts), as an absolute path.
  const imageCache = path.resolve(projectDir, environment({}).IMAGE_CACHE_DIR || '.image-cache')

  let child = null
  let running = null // { by, startedAt, log }
  let last = null // how the last preview ended
  let requesters = []

  const build = async () => {
    const startedAt = Date.now()
    const id = new Date(startedAt).toISOString().replace(/[:.]/g, '-')
    const log = path.join(logsDir, `preview-${id}.log`)
    const report = log.replace(/\.log$/, '.report.json')
    running = { by: [...new Set(requesters)].join(', '), startedAt, log }
    requesters = []
    let result
    try {
      refreshWorkspace(projectDir, workDir)
      const started = startBuild({
        command: buildCommand,
        cwd: workDir,
        env: environment({
          SITE_PREVIEW: '1',
          PREFIX_PATHS: 'true',
          SITE_PATH_PREFIX: PREVIEW,
          IMAGE_CACHE_DIR: imageCache,
          BUILD_REPORT_FILE: report,
        }),
        log,
      })
      child = started.child
      result = await started.done
    } catch (error) {
      result = { ok: false, error: `the preview could not start: ${error.message}` }
    }
    child = null
    if (result.ok) {
      try {
        publish(path.join(workDir, 'public'), servedRoot, { keep: 1 })
      } catch (error) {
        result = { ok: false, error: `publishing the preview failed: ${error.message}` }
      }
    }
    const finishedAt = Date.now()
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
    running = null
  }

  const queue = createBuildQueue(build)

  /** The folder of the preview being served, or null when there is none. */
  const servedDir = () => {
    const id = currentRelease(servedRoot)
    return id && path.join(servedRoot, 'releases', id)
  }

  // The pages that differ from the live site, worked out again when either changes (a
  // publish after the preview, or a rollback, changes the answer).
  let compared = { key: null, changes: null }
  const changes = () => {
    const key = `${currentRelease(servedRoot)} ${currentRelease(deployDir)}`
    // Nothing to compare with before the first publish.
    if (!servedDir() || !currentRelease(deployDir)) return null
    if (compared.key !== key)
      compared = {
        key,
        changes: changedPages(servedDir(), path.join(deployDir, 'current'), PREVIEW),
      }
    return compared.changes
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
      stage: running ? stageOf(readLog(running.log)) : null,
      pending: queue.pending,
      last,
      served: servedDir() && { builtAt: builtAt(currentRelease(servedRoot)), changes: changes() },
    }),
    idle: () => queue.idle(),
    interrupt: () => stopBuild(child),
  }
}
