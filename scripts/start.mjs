// npm start: builds the site from content/ for this machine, then serves it beside the
// local partner API, both stopped together with Ctrl+C. The build leaves out what only
// production needs (precompressed copies: scripts/serve.mjs is on the same machine).
// The partner moves its showings by the days the build moved the programme
// (public/build-info.json), so that a build made before midnight and a partner started
// after it still sell the showings the pages show.
//   node scripts/start.mjs            build, then serve
//   node scripts/start.mjs --no-build  serve the last build
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

/** The local build's environment. Gatsby's Ink logger, which it picks for a terminal, draws
 * its last frame twice when its output is not one (a log, a pipe): its page summary came
 * out twice. Gatsby's line logger prints it once. */
export const localBuildEnv = (env, isTerminal) => ({
  ...env,
  SITE_PRECOMPRESS: 'off',
  ...(!isTerminal && !env.GATSBY_LOGGER && { GATSBY_LOGGER: 'yurnalist' }),
})

const build = () => {
  const began = performance.now()
  console.log(
    'Building the site from content/ for this machine (its pictures take a minute or two the first time, while they are made; text is not precompressed, which only production needs) ...',
  )
  const built = spawnSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: localBuildEnv(process.env, process.stdout.isTTY),
  })
  if (built.status !== 0) {
    console.error('The build failed (above); nothing is served.')
    process.exit(built.status ?? 1)
  }
  console.log(`Built in ${Math.round((performance.now() - began) / 1000)} s.`)
}

const serve = () => {
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
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes('--no-build')) build()
  serve()
}
