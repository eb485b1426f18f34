// npm run rollback: the live site goes back to the release before the current one. It asks
// the rebuild hook (POST /rollback with REBUILD_SECRET), so the rollback waits for a
// publish in progress instead of racing it, and goes live as a publish does (go-live.mjs:
// checked first, nginx reloaded, the release that was live kept if nginx refuses). With no
// hook running, nothing else can publish, and it does the same itself.
import path from 'node:path'
import { goBackOne } from './go-live.mjs'
import { releaseIds } from './releases.mjs'
import { secretsFromEnv } from '../secrets.mjs'
import { webServerFromEnv } from './web-server.mjs'

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? '.deploy')
const hook = `http://127.0.0.1:${process.env.REBUILD_PORT ?? 8200}/rollback`

const throughTheHook = async () => {
  try {
    const answer = await fetch(hook, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secretsFromEnv(process.env).secret ?? ''}` },
      signal: AbortSignal.timeout(15 * 60_000),
    })
    if (answer.status === 401) throw new Error('The rebuild hook refused REBUILD_SECRET.')
    if (!answer.ok) throw new Error(`The rebuild hook answered ${answer.status}.`)
    return (await answer.json()).outcome
  } catch (error) {
    if (error.cause?.code === 'ECONNREFUSED') return null
    throw error
  }
}

const byItself = async () => {
  const { outcome, release, served } = await goBackOne({
    deployDir,
    webServer: webServerFromEnv(process.env),
  })
  if (outcome === 'refused')
    console.error(`The web server refused release ${release} (${served.step}): ${served.output}`)
  return outcome
}

try {
  const outcome = (await throughTheHook()) ?? (await byItself())
  const message = {
    ok: `The live site went back one release. Releases kept: ${releaseIds(deployDir).join(', ')}`,
    none: 'There is no earlier release to roll back to.',
    refused: 'The web server refused the earlier release; the live one stays.',
  }[outcome]
  console.log(message ?? outcome)
  if (outcome !== 'ok') process.exitCode = 1
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
}
