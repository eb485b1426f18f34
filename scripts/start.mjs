// npm start (after the build): the site and the local partner API side by side, stopped
// together with Ctrl+C. The partner moves its showings by the days the build moved the
// programme (public/build-info.json), so that a build made before midnight and a partner
// started after it still sell the showings the pages show.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const builtShift = () => {
  try {
    const days = JSON.parse(fs.readFileSync('public/build-info.json', 'utf8')).programmeShiftDays
    return Number.isInteger(days) ? String(days) : undefined
  } catch {
    return undefined
  }
}

const shift = process.env.PROGRAMME_SHIFT_DAYS ?? builtShift()
const partnerEnv = { ...process.env, ...(shift !== undefined && { PROGRAMME_SHIFT_DAYS: shift }) }

const children = [
  spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit' }),
  spawn(process.execPath, ['partner-api/server.mjs'], { stdio: 'inherit', env: partnerEnv }),
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
