// Putting a release live, for a publish and a rollback alike, with no window in which nginx
// serves what it would refuse: the release is checked first (web-server.mjs: its redirects
// as data, then nginx's own check of the maps they make), and only then does `current`
// switch to it, in one rename, the hook write its redirect maps, and nginx reload. When the
// reload fails, the release before goes back live with its maps and nginx is reloaded
// again; the answer says how both went.
import path from 'node:path'
import redirectMaps from './redirect-maps.js'
import { currentRelease, previousRelease, releaseDir, switchTo } from './releases.mjs'
import { checkRelease, reloadWebServer, writeLiveMaps } from './web-server.mjs'

/** Writes the maps of the release live now (none before a first publish). A release that
 * went live was checked then; if it no longer passes, nginx gets no redirects rather than
 * unchecked ones. */
export const writeMapsOfLive = (deployDir) => {
  const live = currentRelease(deployDir)
  const checked = live ? redirectMaps.releaseRedirects(releaseDir(deployDir, live)) : null
  writeLiveMaps(deployDir, checked?.ok ? checked.redirects : [])
}

/** { ok: true } or { ok: false, kind: 'webserver', step, output, back? }, where back is
 * how the reload with the release before went: { ok } or { ok: false, output }. */
export const goLive = async ({ deployDir, webServer }, release) => {
  const before = currentRelease(deployDir)
  const checkDir = path.join(deployDir, 'nginx-check')
  const checked = await checkRelease(webServer, releaseDir(deployDir, release), checkDir)
  if (!checked.ok) return { ok: false, kind: 'webserver', ...checked }
  switchTo(deployDir, release)
  writeLiveMaps(deployDir, checked.redirects)
  const reloaded = await reloadWebServer(webServer)
  if (reloaded.ok) return { ok: true }
  if (!before || before === release) return { ok: false, kind: 'webserver', ...reloaded }
  switchTo(deployDir, before)
  writeMapsOfLive(deployDir)
  const back = await reloadWebServer(webServer)
  return {
    ok: false,
    kind: 'webserver',
    ...reloaded,
    back: back.ok ? { ok: true } : { ok: false, output: back.output },
  }
}

/** The one way back, for the publish page, POST /rollback and npm run rollback alike: the
 * release before the live one goes live as any release does. { outcome: 'none' } with
 * nothing to go back to, else { outcome: 'ok' | 'refused', release, served }. */
export const goBackOne = async (live) => {
  const release = previousRelease(live.deployDir)
  if (!release) return { outcome: 'none', release: null }
  const served = await goLive(live, release)
  return { outcome: served.ok ? 'ok' : 'refused', release, served }
}
