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

/**
 * Starts `command` in `cwd` with exactly `env`, its output appended to `log`. Returns the
 * child (to interrupt it) and a promise of { ok, error } for when it ends.
 */
export const startBuild = ({ command, cwd, env, log }) => {
  const out = fs.openSync(log, 'a')
  const child = spawn(process.execPath, [RUNNER, ...command], {
    cwd,
    env,
    // A process group of its own, held by the pipe on stdin (see build-runner.mjs).
    detached: true,
    stdio: ['pipe', out, out],
  })
  const done = new Promise((resolve) => {
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
  return { child, done }
}

/** Stops a build and every worker it started (as a crash or a deploy restart would). */
export const stopBuild = (child) => {
  if (!child?.pid) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** A JSON file a build wrote (its failure report, its plan, its records, a preview's
 * planned pages), parsed, or null when it wrote none or it does not parse. */
export const readBuildFile = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** The build's failure report (src/pipeline/outputs/failure-report.ts), if it wrote one. */
export const readReport = readBuildFile

/** A build's log so far ('' before it has one). */
export const readLog = (file) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
