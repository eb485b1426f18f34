// Children started as leaders of process groups of their own, for the suite's runners: a
// deadline, Ctrl-C or CI's SIGTERM then stops everything a child started (builds, servers,
// browsers), not only the child. Importing this module makes SIGINT and SIGTERM stop every
// group still running before the runner exits.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const running = new Set()

/** Kills the whole group that `pid` leads; a group that has ended is left alone. */
export const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group has ended
  }
}

/** spawn(), the child leading a group of its own that a signal to the runner stops. With
 * `nice`, all it starts runs at that niceness. The child leads a session of its own too, and
 * where Linux's autogroup is on (these machines), each session is a scheduling group that
 * gets an equal share of the processor whatever its processes' niceness: a command at nice
 * 10 took as much as the test builds beside it. So the session's group gets the niceness
 * too. (spawn returns once the child has started its session and run the command.) */
export const spawnGroup = (command, args, { nice, ...options } = {}) => {
  const [cmd, ...rest] = nice ? ['nice', '-n', String(nice), command, ...args] : [command, ...args]
  const child = spawn(cmd, rest, { ...options, detached: true })
  if (nice) {
    try {
      fs.writeFileSync(`/proc/${child.pid}/autogroup`, String(nice))
    } catch {
      // no autogroup in this kernel: the command's own niceness is what counts
    }
  }
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
