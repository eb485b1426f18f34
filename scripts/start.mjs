// npm start (after the build): the site and the local partner API side by side, stopped
// together with Ctrl+C.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit' }),
  spawn(process.execPath, ['partner-api/server.mjs'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      console.error(
        `${child.spawnargs.slice(1).join(' ')} stopped (exit ${code}); stopping the rest.`,
      )
      stop()
      process.exitCode = code
    }
  })
}
