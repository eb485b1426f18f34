// nginx reads the live release's redirects (`current/.nginx/`), and its master runs as root.
// So before a release goes live the hook checks what the release hands to nginx: first as
// data (redirect-check.js), then with nginx's own check of a configuration of the hook's
// that includes them (WEB_SERVER_CHECK, the nginx binary, run as the hook's user). A
// release either check refuses never serves a request. After the switch the hook reloads
// nginx (WEB_SERVER_RELOAD, for example `/usr/bin/systemctl reload nginx`, which a polkit
// rule allows the hook's user for that one unit: no sudo). Each command has a deadline,
// runs without a shell (split on spaces, nothing interpreted), in a process group of its
// own that is killed whole when it does not finish in time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import redirectCheck from './redirect-check.js'

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

/** Checks what a release hands to nginx before it goes live: { ok: true } or
 * { ok: false, step: 'redirects' | 'check', output }. checkDir is the hook's own folder. */
export const checkRelease = async ({ check, timeoutMs }, releaseDir, checkDir) => {
  const redirects = redirectCheck.checkReleaseRedirects(releaseDir)
  if (!redirects.ok) return { ok: false, step: 'redirects', output: redirects.output }
  if (!check) return { ok: true }
  fs.mkdirSync(checkDir, { recursive: true })
  const config = path.join(checkDir, 'nginx.conf')
  fs.writeFileSync(
    config,
    [
      `pid ${quoted(path.join(checkDir, 'nginx.pid'))};`,
      'error_log stderr;',
      'events {}',
      'http {',
      '  server {',
      '    listen 127.0.0.1:9;',
      `    include ${quoted(path.join(releaseDir, '.nginx', '*.conf'))};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-t', '-q', '-e', 'stderr', '-p', `${checkDir}/`, '-c', config]
  const checked = await runCommand([check, ...args], timeoutMs)
  return checked.ok ? { ok: true } : { ok: false, step: 'check', output: checked.output }
}

/** Reloads the web server: { ok: true } | { ok: false, step: 'reload', output }. */
export const reloadWebServer = async ({ reload, timeoutMs }) => {
  if (reload.length === 0) return { ok: true, skipped: true }
  const reloaded = await runCommand(reload, timeoutMs)
  return reloaded.ok ? { ok: true } : { ok: false, step: 'reload', output: reloaded.output }
}
