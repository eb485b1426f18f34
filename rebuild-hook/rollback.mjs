// npm run rollback: switch the live site back to the release before the current one.
import path from 'node:path'
import { releaseIds, rollback } from './releases.mjs'

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? '.deploy')
try {
  const id = rollback(deployDir)
  console.log(`Live site is now release ${id}. Releases kept: ${releaseIds(deployDir).join(', ')}`)
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
}
