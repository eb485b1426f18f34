// Children started as leaders of process groups of their own, for the suite's runners: a
// deadline, Ctrl-C or CI's SIGTERM then stops everything a child started (builds, servers,
// browsers), not only the child. Importing this module makes SIGINT and SIGTERM stop every
// group still running before the runner exits.
import { spawn } from 'node:child_process'

const running = new Set()

/** Kills the whole group that `pid` leads; a group that has ended is left alone. */
export const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group has ended
  }
}

/** spawn(), the child leading a group of its own that a signal to the runner stops. */
export const spawnGroup = (command, args, options = {}) => {
  const child = spawn(command, args, { ...options, detached: true })
  running.add(child.pid)
  child.on('exit', () => running.delete(child.pid))
  return child
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    running.forEach(stopGroup)
    process.exit(130)
  })
}
