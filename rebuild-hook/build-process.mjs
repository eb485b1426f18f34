// One Gatsby build as a child of the hook, for a publish and for a preview alike. It runs
// through build-runner.mjs, which holds the build directory's lock and takes the build and
// its workers down with it if the hook dies; its output goes to a log file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const RUNNER = fileURLToPath(new URL('./build-runner.mjs', import.meta.url))
const LOCKED_EXIT = 75 // build-runner.mjs: another build holds the directory's lock

const exitReason = (code, signal) =>
  code === LOCKED_EXIT
    ? 'another build is running in the project directory'
    : `build ${signal ? `stopped (${signal})` : `exit ${code}`}`

/** Kills a build's process group: the runner, the build and every worker it started. */
const killGroup = (child) => {
  if (!child?.pid) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** One run of `command` under the build runner; resolves { ok, error } when it ends. */
const runOnce = ({ command, cwd, env, log }, started) => {
  const out = fs.openSync(log, 'a')
  const child = spawn(process.execPath, [RUNNER, ...command], {
    cwd,
    env,
    // A process group of its own, held by the pipe on stdin (see build-runner.mjs).
    detached: true,
    stdio: ['pipe', out, out],
  })
  started(child)
  return new Promise((resolve) => {
    let ended = false
    const end = (ok, error) => {
      if (ended) return
      ended = true
      fs.closeSync(out)
      resolve({ ok, error })
    }
    child.on('error', (e) => end(false, e.message))
    child.on('exit', (code, signal) =>
      end(code === 0, code === 0 ? null : exitReason(code, signal)),
    )
  })
}

export const RETRY_NOTE =
  "The build failed without a report for the editors; it runs once more, without Gatsby's cache."

/**
 * Starts `command` in `cwd` with exactly `env`, its output appended to `log`. Returns
 * stop() (to interrupt it) and a promise of { ok, error, attempts } for when it ends.
 * A build that fails on its own runs once more: it exits non-zero without writing its
 * report (env.BUILD_REPORT_FILE), so it is not a content fault, a content API or a
 * refused programme, which a second run would only repeat. Such failures were Gatsby's,
 * whose store refused a page-data write now and then (docs/operations.md), and the
 * second run starts without Gatsby's cache (build-runner.mjs).
 */
export const startBuild = ({ command, cwd, env, log }) => {
  let current = null
  let stopped = false
  const run = () => runOnce({ command, cwd, env, log }, (child) => (current = child))
  const done = (async () => {
    const first = await run()
    const again =
      !first.ok &&
      !stopped &&
      first.error.startsWith('build exit') &&
      !readReport(env.BUILD_REPORT_FILE)
    if (!again) return { ...first, attempts: 1 }
    fs.appendFileSync(log, `\n${RETRY_NOTE}\n`)
    return { ...(await run()), attempts: 2 }
  })()
  return {
    done,
    /** Stops the build and every worker it started (as a crash or a deploy restart would). */
    stop: () => {
      stopped = true
      killGroup(current)
    },
  }
}

/** The build's failure report (src/pipeline/outputs/failure-report.ts), if it wrote one. */
export const readReport = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** A build's log so far ('' before it has one). */
export const readLog = (file) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
