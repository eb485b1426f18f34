// One build of the site in a workspace of its own, as the build's own user runs it:
//   node rebuild-hook/publishing/build-job.mjs publish|preview
// In production systemd runs it as the unit kulturhus-build@<mode>.service
// (ops/kulturhus-build@.service): another user than the hook's, in its own sandbox, with the
// content APIs' credentials of its own, and every process it starts ended with it. It
// writes only its workspace (BUILD_WORKSPACE):
//   <mode>/            a copy of the checkout's site files (site-copy.mjs), where Gatsby
//                      builds, with its own .cache and public/
//   <mode>.log         the build's log, which the hook reads while it runs
//   <mode>.report.json the failure report for the editors, if the build wrote one
//   <mode>.plan.json   the publish and withdraw times its records have to come
//   <mode>.records.json what each of its pages says, for what a release changed
//   image-cache/       the processed pictures, shared by both modes
// The hook then copies <mode>/public into a release of its own; nothing here is read by
// nginx or the hook as anything but data. The checkout (the hook's code) is only read.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PREVIEW } from '../publish-page/page-paths.mjs'
import { refreshSiteCopy } from './site-copy.mjs'

export const MODES = ['publish', 'preview']
const RUNNER = fileURLToPath(new URL('./build-runner.mjs', import.meta.url))
const CHECKOUT = fileURLToPath(new URL('../..', import.meta.url))

/** Where a mode's build, log and report are in the workspace. */
export const jobPaths = (workspace, mode) => ({
  workDir: path.join(workspace, mode),
  output: path.join(workspace, mode, 'public'),
  log: path.join(workspace, `${mode}.log`),
  report: path.join(workspace, `${mode}.report.json`),
  plan: path.join(workspace, `${mode}.plan.json`),
  records: path.join(workspace, `${mode}.records.json`),
})

/** What each mode adds to the build's environment. */
const MODE_ENV = {
  publish: {},
  // The CMS's drafts, under the preview's path on the publish page's origin.
  preview: { SITE_PREVIEW: '1', PREFIX_PATHS: 'true', SITE_PATH_PREFIX: PREVIEW },
}

const run = async (mode) => {
  const workspace = path.resolve(process.env.BUILD_WORKSPACE ?? '.')
  const paths = jobPaths(workspace, mode)
  refreshSiteCopy(CHECKOUT, paths.workDir)
  fs.rmSync(paths.report, { force: true })
  fs.rmSync(paths.plan, { force: true })
  fs.rmSync(paths.records, { force: true })
  const out = fs.openSync(paths.log, 'w')
  const command = process.env.BUILD_COMMAND
    ? JSON.parse(process.env.BUILD_COMMAND)
    : [process.execPath, path.join(paths.workDir, 'node_modules/gatsby/cli.js'), 'build']
  const child = spawn(process.execPath, [RUNNER, ...command], {
    cwd: paths.workDir,
    env: {
      GATSBY_LOGGER: 'yurnalist',
      ...process.env,
      ...MODE_ENV[mode],
      BUILD_REPORT_FILE: paths.report,
      BUILD_PLAN_FILE: paths.plan,
      BUILD_RECORDS_FILE: paths.records,
      IMAGE_CACHE_DIR: path.join(workspace, 'image-cache'),
    },
    // The runner holds the build's lock and process group; it ends the group when its
    // stdin (this process) goes.
    stdio: ['pipe', out, out],
  })
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      fs.writeSync(out, `The build could not start: ${error.message}\n`)
      resolve(127)
    })
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)))
  })
  fs.closeSync(out)
  return code
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2]
  if (!MODES.includes(mode)) {
    console.error(`Usage: node rebuild-hook/publishing/build-job.mjs ${MODES.join('|')}`)
    process.exit(64)
  }
  process.exit(await run(mode))
}
