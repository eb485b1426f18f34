// npm run rollback: switch the live site back to the release before the current one, and
// reload the web server (WEB_SERVER_TEST, WEB_SERVER_RELOAD) so that it reads that
// release's redirects; if it will not take them, the release that was live stays live.
import path from 'node:path'
import { currentRelease, releaseIds, rollback, switchTo } from './releases.mjs'
import { reloadWebServer, webServerFromEnv } from './web-server.mjs'

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? '.deploy')
const webServer = webServerFromEnv(process.env)
try {
  const before = currentRelease(deployDir)
  const id = rollback(deployDir)
  const reloaded = await reloadWebServer(webServer)
  if (!reloaded.ok) {
    switchTo(deployDir, before)
    await reloadWebServer(webServer)
    throw new Error(`The web server refused release ${id} (${reloaded.step}): ${reloaded.output}`)
  }
  console.log(`Live site is now release ${id}. Releases kept: ${releaseIds(deployDir).join(', ')}`)
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
}
