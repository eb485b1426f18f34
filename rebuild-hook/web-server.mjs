// After the live release changes (a publish or a rollback), nginx must read that release's
// redirects, which it includes through the `current` link. The hook runs the operator's
// commands: first the check (WEB_SERVER_TEST, for example `sudo /usr/sbin/nginx -t`), then
// the reload (WEB_SERVER_RELOAD, for example `sudo /usr/bin/systemctl reload nginx`), each
// with a deadline. A command is split on spaces and run without a shell, so nothing in it is
// interpreted. Without WEB_SERVER_RELOAD (a local machine, or a server that needs no reload)
// there is nothing to do. The pages carry their own Content-Security-Policy, so a reload
// that fails never leaves a page with another release's policy.
import { execFile } from 'node:child_process'

const DEFAULT_TIMEOUT_MS = 30_000
const OUTPUT_TAIL = 1500

const words = (command) => (command ?? '').trim().split(/\s+/).filter(Boolean)

export const webServerFromEnv = (env) => ({
  test: words(env.WEB_SERVER_TEST),
  reload: words(env.WEB_SERVER_RELOAD),
  timeoutMs: Number(env.WEB_SERVER_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
})

export const NO_WEB_SERVER = { test: [], reload: [], timeoutMs: DEFAULT_TIMEOUT_MS }

const run = ([command, ...args], timeoutMs) =>
  new Promise((resolve) => {
    execFile(
      command,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`.trim().slice(-OUTPUT_TAIL)
        if (!error) return resolve({ ok: true, output })
        resolve({
          ok: false,
          output: error.killed
            ? `«${command}» svarte ikke innen ${Math.round(timeoutMs / 1000)} sekunder og ble stoppet.`
            : output || error.message,
        })
      },
    )
  })

/** Checks the web server's configuration, then reloads it:
 * { ok: true } | { ok: false, step: 'test' | 'reload', output }. */
export const reloadWebServer = async ({ test, reload, timeoutMs }) => {
  if (reload.length === 0) return { ok: true, skipped: true }
  if (test.length > 0) {
    const checked = await run(test, timeoutMs)
    if (!checked.ok) return { ok: false, step: 'test', output: checked.output }
  }
  const reloaded = await run(reload, timeoutMs)
  return reloaded.ok ? { ok: true } : { ok: false, step: 'reload', output: reloaded.output }
}
