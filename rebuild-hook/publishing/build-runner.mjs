// Runs one build for the rebuild hook: node build-runner.mjs <command> [args...]
// - It leads a process group of its own (the hook spawns it detached), and the build and
//   every worker the build starts belong to that group.
// - The hook holds its stdin. When the hook dies, however it dies, stdin ends and the
//   whole group is killed, so no build is left running without a hook to publish it.
// - A lock file in the project directory stops a second build there while one runs.
// - A build that does not end well (it fails, or it is stopped) leaves a mark, and the next
//   build there starts without Gatsby's cache. Gatsby records each query's result as soon
//   as the query has run, but the page data and pages made from it only when it writes
//   them: after a build that died in between, the next one would find every result
//   unchanged and publish the pages from before (a preview without the draft, tried).
//   A build that stops with a report for the editors (BUILD_REPORT_FILE: a content fault,
//   a content API that failed, a refused programme) stopped before Gatsby read or ran
//   anything (gatsby-node's onPreBootstrap), so the build after it stays incremental.
// - A build that fails on its own (a non-zero exit without a report, which a second run
//   would only repeat) runs once more at once, so without Gatsby's cache, and only that
//   run counts. Such failures were Gatsby's: its store refused a page-data write now and
//   then (docs/operations.md). A stopped build is not run again: stopping kills the group.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const LOCK_FILE = '.build.lock'
const UNFINISHED_MARK = '.build-unfinished'
const GATSBY_CACHE = '.cache'
const LOCKED_EXIT = 75 // EX_TEMPFAIL; the hook reads it as "another build holds the lock"

const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** Takes the lock, or returns the pid of the live build that holds it. */
const takeLock = (file) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return null
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(file, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) return holder
      fs.rmSync(file, { force: true }) // left by a build that was killed
    }
  }
  return -1
}

const [command, ...args] = process.argv.slice(2)
const lock = path.resolve(LOCK_FILE)
const holder = takeLock(lock)
if (holder !== null) {
  console.error(
    `Another build is running in ${process.cwd()} (process ${holder}); this one was not started.`,
  )
  process.exit(LOCKED_EXIT)
}
process.on('exit', () => {
  if (fs.existsSync(lock) && fs.readFileSync(lock, 'utf8') === String(process.pid))
    fs.rmSync(lock, { force: true })
})

/** Drops Gatsby's cache (the pictures keep their own, IMAGE_CACHE_DIR). */
const withoutGatsbyCache = (why) => {
  console.log(`${why}, so this one starts without Gatsby's cache (its pictures keep theirs).`)
  fs.rmSync(GATSBY_CACHE, { recursive: true, force: true })
}
if (fs.existsSync(UNFINISHED_MARK)) withoutGatsbyCache('The last build here did not finish')
fs.writeFileSync(UNFINISHED_MARK, new Date().toISOString())

const stopGroup = () => {
  try {
    fs.rmSync(lock, { force: true })
  } finally {
    process.kill(-process.pid, 'SIGKILL')
  }
}
process.stdin.on('end', stopGroup)
process.stdin.on('error', stopGroup)
process.stdin.resume()
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stopGroup)

/** One run of the build; resolves its exit code (null when a signal ended it). */
const run = () =>
  new Promise((resolve) => {
    const build = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
    build.on('error', (error) => {
      console.error(`The build could not start: ${error.message}`)
      process.exit(127)
    })
    build.on('exit', (code) => resolve(code))
  })

const stoppedWithReport = () =>
  Boolean(process.env.BUILD_REPORT_FILE) && fs.existsSync(process.env.BUILD_REPORT_FILE)

let code = await run()
if (code !== 0 && code !== null && !stoppedWithReport()) {
  withoutGatsbyCache('The build failed without a report for the editors; it runs once more')
  code = await run()
}
if (code === 0 || stoppedWithReport()) fs.rmSync(UNFINISHED_MARK, { force: true })
process.exit(code ?? 128)
