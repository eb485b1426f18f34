// nginx's master runs as root, and the build runs every npm package's code, so nginx reads
// nothing a build wrote: the redirects it answers are map files the hook writes into its own
// folder (redirect-maps.js, <deploy>/nginx/). Before a release goes live the hook reads its
// redirects as data and refuses any that would hide what the site serves; then nginx itself
// checks the real maps file (ops/nginx/kulturhus-redirects.conf) with the release's maps
// (WEB_SERVER_CHECK, the nginx binary, run as the hook's user). A release either check
// refuses never serves a request. After the switch the hook writes the maps and reloads
// nginx (WEB_SERVER_RELOAD, for example `/usr/bin/systemctl reload nginx`, which a polkit
// rule allows the hook's user for that one unit: no sudo). Each command has a deadline,
// runs without a shell (split on spaces, nothing interpreted), in a process group of its
// own that is killed whole when it does not finish in time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import redirectMaps from './redirect-maps.js'

const DEFAULT_TIMEOUT_MS = 30_000
const OUTPUT_TAIL = 1500

const words = (command) => (command ?? '').trim().split(/\s+/).filter(Boolean)

export const webServerFromEnv = (env) => ({
  check: env.WEB_SERVER_CHECK?.trim() || null,
  reload: words(env.WEB_SERVER_RELOAD),
  timeoutMs: Number(env.WEB_SERVER_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
})

export const NO_WEB_SERVER = { check: null, reload: [], timeoutMs: DEFAULT_TIMEOUT_MS }

const killGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group has ended
  }
}

/** Runs a command: { ok, output }. On the deadline its whole process group is killed. */
export const runCommand = ([command, ...args], timeoutMs) =>
  new Promise((resolve) => {
    let output = ''
    let timedOut = false
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const collect = (chunk) => (output = `${output}${chunk}`.slice(-OUTPUT_TAIL * 2))
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child.pid)
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, output: error.message })
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      const text = output.trim().slice(-OUTPUT_TAIL)
      if (timedOut)
        return resolve({
          ok: false,
          output: `«${command}» svarte ikke innen ${Math.round(timeoutMs / 1000)} sekunder og ble stoppet.`,
        })
      resolve(
        code === 0
          ? { ok: true, output: text }
          : { ok: false, output: text || `«${command}» stoppet (${signal ?? `kode ${code}`}).` },
      )
    })
  })

/** A double-quoted nginx string of a path the hook chose (its deploy folder). */
const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`

/** The maps file operators install (ops/nginx/), as the hook's checkout has it. */
const MAPS_FILE = fileURLToPath(
  new URL('../../ops/nginx/kulturhus-redirects.conf', import.meta.url),
)

/** Where nginx reads the live release's redirects: the hook's own folder. */
export const mapsDir = (deployDir) => path.join(deployDir, 'nginx')

/** Checks what a release hands to nginx before it goes live: { ok: true, redirects } or
 * { ok: false, step: 'redirects' | 'check', output }. checkDir is the hook's own folder. */
export const checkRelease = async ({ check, timeoutMs }, releaseDir, checkDir) => {
  const redirects = redirectMaps.releaseRedirects(releaseDir)
  if (!redirects.ok) return { ok: false, step: 'redirects', output: redirects.output }
  if (!check) return redirects
  // The real maps file, reading the release's maps from the check's folder.
  fs.mkdirSync(checkDir, { recursive: true })
  redirectMaps.writeMaps(checkDir, redirects.redirects)
  const maps = fs
    .readFileSync(MAPS_FILE, 'utf8')
    .replace(/^(\s*include\s+)\S+\/(redirects-\d+\.ma\[p\];)$/gm, `$1${checkDir}/$2`)
  fs.writeFileSync(path.join(checkDir, 'kulturhus-redirects.conf'), maps)
  const config = path.join(checkDir, 'nginx.conf')
  fs.writeFileSync(
    config,
    [
      `pid ${quoted(path.join(checkDir, 'nginx.pid'))};`,
      'error_log stderr;',
      'events {}',
      'http {',
      // Run as the hook's user: nginx would open its compiled-in log (root's) otherwise.
      '  access_log off;',
      `  include ${quoted(path.join(checkDir, 'kulturhus-redirects.conf'))};`,
      '  server {',
      // nginx -t binds its listens: a socket in the hook's folder needs no privilege and
      // takes no port.
      `    listen ${quoted(`unix:${path.join(checkDir, 'check.sock')}`)};`,
      '    if ($kulturhus_redirect_permanent) { return 301 $kulturhus_redirect_permanent; }',
      '    if ($kulturhus_redirect_temporary) { return 302 $kulturhus_redirect_temporary; }',
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-t', '-q', '-e', 'stderr', '-p', `${checkDir}/`, '-c', config]
  const checked = await runCommand([check, ...args], timeoutMs)
  return checked.ok ? redirects : { ok: false, step: 'check', output: checked.output }
}

/** Writes the maps of the release now live for nginx to read (at its next reload). */
export const writeLiveMaps = (deployDir, redirects) =>
  redirectMaps.writeMaps(mapsDir(deployDir), redirects)

/** Reloads the web server: { ok: true } | { ok: false, step: 'reload', output }. */
export const reloadWebServer = async ({ reload, timeoutMs }) => {
  if (reload.length === 0) return { ok: true, skipped: true }
  const reloaded = await runCommand(reload, timeoutMs)
  return reloaded.ok ? { ok: true } : { ok: false, step: 'reload', output: reloaded.output }
}
