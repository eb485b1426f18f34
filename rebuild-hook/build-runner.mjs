// Runs one build for the rebuild hook: node build-runner.mjs <command> [args...]
// - It leads a process group of its own (the hook spawns it detached), and the build and
//   every worker the build starts belong to that group.
// - The hook holds its stdin. When the hook dies, however it dies, stdin ends and the
//   whole group is killed, so no build is left running without a hook to publish it.
// - A lock file in the project directory stops a second build there while one runs.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const LOCK_FILE = '.build.lock'
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

const build = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
build.on('error', (error) => {
  console.error(`The build could not start: ${error.message}`)
  process.exit(127)
})
build.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
