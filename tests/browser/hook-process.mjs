// The rebuild hook as its unit runs it (docs/operations.md), a process of its own behind
// the files of ops/nginx/ on a real nginx with TLS: the publish page on its own origin,
// the public site serving the hook's live release. For the browser tests of the publish
// page and the preview; tests/fixtures/jail/production.mjs adds the users and the jail.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'

const { configureOps, freePort, get, NGINX, origins, PUBLISH_HOST, tempDir } = nginxSite
const HOOK_CODE = path.resolve('rebuild-hook/server.mjs')

/** The hook's process with its settings: { output(), stop() } once it listens. */
const spawnHook = ({ cwd, env }) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [HOOK_CODE], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const exited = new Promise((done) => child.once('exit', done))
    child.stderr.on('data', (chunk) => process.stderr.write(chunk))
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (/Rebuild hook on/.test(output))
        resolve({
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM')
            await exited
          },
        })
    })
    child.once('exit', (code) => reject(new Error(`the hook ended (${code}): ${output}`)))
  })

/**
 * nginx on the ops files and the hook behind it, its builds in projectDir, its releases
 * in deployDir (which holds a first release, for nginx's redirects). env: the builds'
 * settings; clockAt: REBUILD_CLOCK_AT, or none for the machine's clock (then the builds
 * run at env.PROGRAMME_NOW, if it is given, as a deployment fixes it). The site's address
 * (SITE_URL, which the builds write into every page) is nginx's public origin, unless
 * liveSiteUrl is false: then the builds' default, as a live release made by the test
 * builds has it, so that a preview differs from it only where the drafts do. Returns the
 * origins, siteGet(path) and status() through nginx, restart(clockAt) and close().
 */
export const startHookBehindNginx = async ({
  projectDir,
  deployDir,
  secret,
  env = {},
  clockAt,
  liveSiteUrl = true,
}) => {
  const hookPort = await freePort()
  const nginx = await configureOps({ deployDir, hookPort })
  await nginx.start()
  const { siteOrigin, publishOrigin } = origins(nginx.port)
  // As ops/nginx-reload-checks.conf has systemd reload nginx: its check, then the reload.
  const reload = path.join(tempDir('reload-'), 'reload.sh')
  const { test, reload: reloadWords } = nginx.commands
  fs.writeFileSync(reload, `#!/bin/sh\n${test.join(' ')} && ${reloadWords.join(' ')}\n`, {
    mode: 0o755,
  })
  const inherited = { ...process.env }
  if (clockAt) delete inherited.PROGRAMME_NOW
  const settings = (at) => ({
    ...inherited,
    ...env,
    REBUILD_SECRET: secret,
    DEPLOY_DIR: deployDir,
    REBUILD_PORT: String(hookPort),
    REBUILD_CLOCK_AT: at ?? '',
    REBUILD_DAILY_AT: '',
    PUBLISH_PAGE_URL: `https://${PUBLISH_HOST}/publisering`,
    ...(liveSiteUrl && { SITE_URL: siteOrigin }),
    WEB_SERVER_CHECK: NGINX,
    WEB_SERVER_RELOAD: reload,
  })
  let hook = await spawnHook({ cwd: projectDir, env: settings(clockAt) })
  return {
    siteOrigin,
    publishOrigin,
    output: () => hook.output(),
    siteGet: (target) => get(nginx.port, target),
    /** The hook's status with the secret, through nginx. */
    status: async () =>
      JSON.parse(
        (
          await get(
            nginx.port,
            '/status',
            { Authorization: `Bearer ${secret}` },
            { host: PUBLISH_HOST },
          )
        ).body,
      ),
    /** Stops the hook and starts it again (a deploy, a reboot), its clock at `at`. */
    restart: async (at) => {
      await hook.stop()
      hook = await spawnHook({ cwd: projectDir, env: settings(at) })
    },
    close: () => hook.stop(),
  }
}
