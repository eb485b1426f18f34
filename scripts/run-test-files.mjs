// Runs test files (node:test) several at a time, each in a network of its own, and prints
// each file's output whole when it ends, then the slowest files and what failed:
//   node scripts/run-test-files.mjs [--workers N] <folder or file>...
// The browser tests start their servers on fixed ports (the test builds expect the partner
// API on localhost:8119), so two of them at once would collide. As root (CI), each file runs
// in a network namespace of its own (`unshare --net`): its own localhost, its own ports,
// nothing shared but the files. Loopback alone would make Chromium think it is offline (and
// show the site's offline notice), so the namespace also gets a veth pair with an address,
// and a default route of type unreachable, as a network without Internet: a request to
// another host fails at once (a route to a missing neighbour made each wait for its
// timeout, and the member code, loaded when the page is idle, came half a minute late). Without root, or without unshare and ip,
// files run one at a time, as `node --test --test-concurrency=1` ran them.
// The slowest files start first (their times from the last run, kept in node_modules/.cache),
// so that the run ends with the short ones. A file that measures the browser's own work
// (what it compiles on the main thread) and cannot share the processor says so with the
// line `// test-runner: alone`: it runs after the others, with nothing beside it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnGroup, stopGroup } from './process-groups.mjs'

const TIMES = path.resolve('node_modules/.cache/kulturhus-test-times.json')
const TIMEOUT_MS = 10 * 60_000
// A file that has not ended by then has hung (a browser waiting on nothing): it is ended,
// with all it started, and counts as failed.
const FILE_TIMEOUT_MS = 15 * 60_000

const args = process.argv.slice(2)
const workersArg = args.indexOf('--workers')
const requested = workersArg >= 0 ? Number(args.splice(workersArg, 2)[1]) : null
const files = args.flatMap((target) =>
  fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => path.join(target, f))
    : [target],
)

// The veth pair gets no IPv6: its link-local addresses become valid a second or two after
// the link is up, and Chromium, started by then, takes that for a change of network and
// fails the requests it has in flight (net::ERR_NETWORK_CHANGED, seen once the first page
// of a file loaded sooner after the browser started).
const NETWORK = [
  'ip link set lo up',
  'sysctl -qw net.ipv6.conf.default.disable_ipv6=1',
  'ip link add v0 type veth peer name v1',
  'ip addr add 10.99.0.1/24 dev v0',
  'ip link set v0 up',
  'ip link set v1 up',
  'ip route add unreachable default',
].join(' && ')
const isolated =
  process.getuid?.() === 0 &&
  spawnSync('unshare', ['--net', '--', 'sh', '-c', NETWORK]).status === 0
const workers = isolated ? (requested ?? Math.max(2, os.availableParallelism() + 1)) : 1

const known = (() => {
  try {
    return JSON.parse(fs.readFileSync(TIMES, 'utf8'))
  } catch {
    return {}
  }
})()
const alone = (file) => /^\/\/ test-runner: alone$/m.test(fs.readFileSync(file, 'utf8'))
const queue = files
  .filter((file) => !alone(file))
  .sort((a, b) => (known[b] ?? 60) - (known[a] ?? 60))
const afterwards = files.filter(alone)

// The processor time of a file and all it starts (Chromium, servers, builds), from a cpuacct
// control group of its own where the machine lets root make one: the stage is bound by the
// two cores, so that, not the wall time a file took beside others, says what it costs the
// suite. (The shell's `times` missed half: Chromium does not wait for all its processes.)
const CPU_GROUPS = '/sys/fs/cgroup/cpuacct'
const cpuGroupFor = (file) => {
  if (!isolated) return null
  const group = path.join(CPU_GROUPS, `test-file-${process.pid}-${path.basename(file, '.mjs')}`)
  try {
    fs.mkdirSync(group)
    return group
  } catch {
    return null
  }
}
const cpuSecondsOf = (group) => {
  if (!group) return null
  try {
    return Number(fs.readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9
  } catch {
    return null
  } finally {
    // A group is removed with rmdir alone, once its processes have ended; one a stray
    // process still holds stays behind, harmless.
    try {
      fs.rmdirSync(group)
    } catch {
      // left for the machine's next boot
    }
  }
}

const command = (file, group) => {
  const node = [process.execPath, '--test', `--test-timeout=${TIMEOUT_MS}`, file]
  const join = group ? `echo $$ > ${group}/tasks && ` : ''
  return isolated
    ? ['unshare', ['--net', '--', 'sh', '-c', `${join}${NETWORK} && exec "$@"`, 'sh', ...node]]
    : [node[0], node.slice(1)]
}

const runFile = (file) =>
  new Promise((resolve) => {
    const started = performance.now()
    const group = cpuGroupFor(file)
    const [cmd, cmdArgs] = command(file, group)
    // A group of its own: the deadline, Ctrl-C or CI's SIGTERM stops the browser and servers too.
    const child = spawnGroup(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const hung = setTimeout(() => {
      output += `\n${file} had not ended after ${FILE_TIMEOUT_MS / 60_000} minutes: stopped.\n`
      stopGroup(child.pid)
    }, FILE_TIMEOUT_MS)
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code, signal) => {
      clearTimeout(hung)
      resolve({
        file,
        ok: code === 0,
        code: code ?? signal,
        output,
        seconds: (performance.now() - started) / 1000,
        cpu: cpuSecondsOf(group),
      })
    })
  })

console.log(
  `${files.length} files, ${workers} at a time${isolated ? ', each in a network namespace of its own' : ''}`,
)
const cpuNote = ({ cpu }) => (cpu === null ? '' : `, ${cpu.toFixed(0)} s of processor`)
const results = []
const worker = async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const result = await runFile(file)
    results.push(result)
    process.stdout.write(result.output)
    console.log(
      `${result.ok ? 'PASS' : 'FAIL'} ${file} (${result.seconds.toFixed(1)} s${cpuNote(result)})`,
    )
  }
}
const began = performance.now()
await Promise.all(Array.from({ length: workers }, worker))
queue.push(...afterwards)
await worker()

fs.mkdirSync(path.dirname(TIMES), { recursive: true })
fs.writeFileSync(
  TIMES,
  JSON.stringify({
    ...known,
    ...Object.fromEntries(results.map((r) => [r.file, Math.round(r.seconds)])),
  }),
)
const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
console.log(
  `\nSlowest files:\n${slowest.map((r) => `  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file}${cpuNote(r)}`).join('\n')}`,
)
const costliest = results.filter((r) => r.cpu !== null).sort((a, b) => b.cpu - a.cpu)
if (costliest.length)
  console.log(
    `\nMost processor time (all files: ${costliest.reduce((sum, r) => sum + r.cpu, 0).toFixed(0)} s):\n` +
      costliest
        .slice(0, 10)
        .map((r) => `  ${r.cpu.toFixed(0).padStart(6)} s  ${r.file}`)
        .join('\n'),
  )
const failed = results.filter((r) => !r.ok)
console.log(
  `\n${results.length - failed.length} of ${results.length} files passed in ${((performance.now() - began) / 1000).toFixed(0)} s` +
    (failed.length ? `; failed: ${failed.map((r) => r.file).join(', ')}` : ''),
)
process.exit(failed.length ? 1 : 0)
