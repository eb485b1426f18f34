// A rebuild hook on a free port, in a fresh project folder, with a stand-in build command
// (a script run by node), for the hook's tests. stopHooks() in afterEach stops them all.
import fs from 'node:fs'
import path from 'node:path'
import { createRebuildHook } from '../server.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

export const SECRET = 'a-long-shared-secret-for-tests'
const started = []

export const startHook = async ({ build, prefix = 'hook-', ...options }) => {
  const projectDir = scratchDir(prefix)
  const deployDir = path.join(projectDir, '.deploy')
  const hook = createRebuildHook({
    secret: SECRET,
    projectDir,
    deployDir,
    buildCommand: [process.execPath, '-e', build],
    ...options,
  })
  await hook.listen({ port: 0, host: '127.0.0.1' })
  started.push(hook)
  const base = `http://127.0.0.1:${hook.server.address().port}`
  /** The CMS's webhook call, with the secret given (none: null). */
  const call = (secret = SECRET) =>
    fetch(`${base}/rebuild`, {
      method: 'POST',
      headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    })
  const live = () => fs.readFileSync(path.join(deployDir, 'current', 'index.html'), 'utf8')
  return { hook, base, projectDir, deployDir, call, live }
}

/** A hook a test made itself, stopped with the others. */
export const stopAfterwards = (hook) => started.push(hook)

export const stopHooks = async () => {
  for (const hook of started.splice(0)) {
    hook.interrupt()
    await hook.idle()
    await hook.close()
  }
}
