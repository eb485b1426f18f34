// Putting a release live, for a publish and a rollback alike, with no window in which nginx
// serves what it would refuse: the release is checked first (web-server.mjs: its redirects
// as data, then nginx's own check), and only then does `current` switch to it, in one
// rename, and nginx reload. When the reload fails, the release before goes back live and
// nginx is reloaded again; the answer says how both went.
import { currentRelease, releaseDir, switchTo } from './releases.mjs'
import { checkRelease, reloadWebServer } from './web-server.mjs'
import path from 'node:path'

/** { ok: true } or { ok: false, kind: 'webserver', step, output, back? }, where back is
 * how the reload with the release before went: { ok } or { ok: false, output }. */
export const goLive = async ({ deployDir, webServer }, release) => {
  const before = currentRelease(deployDir)
  const checkDir = path.join(deployDir, 'nginx-check')
  const checked = await checkRelease(webServer, releaseDir(deployDir, release), checkDir)
  if (!checked.ok) return { ok: false, kind: 'webserver', ...checked }
  switchTo(deployDir, release)
  const reloaded = await reloadWebServer(webServer)
  if (reloaded.ok) return { ok: true }
  if (!before || before === release) return { ok: false, kind: 'webserver', ...reloaded }
  switchTo(deployDir, before)
  const back = await reloadWebServer(webServer)
  return {
    ok: false,
    kind: 'webserver',
    ...reloaded,
    back: back.ok ? { ok: true } : { ok: false, output: back.output },
  }
}
