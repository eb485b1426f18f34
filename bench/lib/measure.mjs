// Runs a command and measures its wall time and the peak memory of its whole process tree
// (Gatsby renders pages in worker processes, so the largest single process is not enough).
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const PAGE = 4096

const treeRssBytes = (root) => {
  const children = new Map()
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(pid))
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const queue = [root]
  while (queue.length) {
    const pid = queue.pop()
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE
    } catch {
      // ended
    }
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}

export const runMeasured = (command, args, { cwd, env = {}, log }) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let peak = 0
    const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid))), 200)
    const out = fs.createWriteStream(log)
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${log}`))
      else resolve({ seconds, peakMb: peak / 1024 / 1024 })
    })
  })
