// The rebuild hook the CMS calls when an editor publishes: `npm run rebuild-hook`.
//   POST /rebuild  with "Authorization: Bearer <REBUILD_SECRET>" -> 202, a build starts or
//                  is queued (bursts are coalesced); wrong or missing secret -> 401.
//   GET  /status   -> the last build's state, time and duration, and the live release.
// Each build runs in the project (incremental: the Gatsby cache is kept), its log goes to
// <deploy>/logs/, and only a successful build is published, atomically (releases.mjs). A
// failed or interrupted build leaves the live site as it was.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBuildQueue } from './build-queue.mjs'
import { currentRelease, publish } from './releases.mjs'

const digest = (value) => crypto.createHash('sha256').update(String(value)).digest()

/** Compares in constant time (hashing first makes the lengths equal). */
export const secretMatches = (given, secret) =>
  typeof given === 'string' && crypto.timingSafeEqual(digest(given), digest(secret))

const presentedSecret = (req) =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? req.headers['x-rebuild-secret']

const LOG_TAIL = 2000

export const createRebuildHook = ({
  secret,
  projectDir = process.cwd(),
  deployDir = path.join(projectDir, '.deploy'),
  buildCommand = ['npx', 'gatsby', 'build'],
  buildDir = path.join(projectDir, 'public'),
  env = {},
  keep = 5,
}) => {
  if (!secret || secret.length < 16)
    throw new Error('REBUILD_SECRET must be set, at least 16 characters long.')
  const logsDir = path.join(deployDir, 'logs')
  fs.mkdirSync(logsDir, { recursive: true })
  const status = { state: 'idle', lastBuild: null, builds: 0 }
  let child = null

  const runBuild = () =>
    new Promise((resolve) => {
      const id = new Date().toISOString().replace(/[:.]/g, '-')
      const log = path.join(logsDir, `build-${id}.log`)
      const out = fs.openSync(log, 'a')
      const startedAt = Date.now()
      status.state = 'building'
      status.builds += 1
      child = spawn(buildCommand[0], buildCommand.slice(1), {
        cwd: projectDir,
        // The publish guard compares the new programme with the live one.
        env: { ...process.env, ...env, PUBLISHED_DIR: path.join(deployDir, 'current') },
        stdio: ['ignore', out, out],
      })
      const finish = (ok, error) => {
        fs.closeSync(out)
        child = null
        let release = null
        if (ok) {
          try {
            release = publish(buildDir, deployDir, { keep })
          } catch (e) {
            ok = false
            error = `publishing failed: ${e.message}`
          }
        }
        const tail = fs.readFileSync(log, 'utf8').slice(-LOG_TAIL)
        status.state = ok ? 'idle' : 'failed'
        status.lastBuild = {
          ok,
          startedAt: new Date(startedAt).toISOString(),
          finishedAt: new Date().toISOString(),
          durationMs: Date.now() - startedAt,
          release,
          log: path.relative(deployDir, log),
          ...(ok ? {} : { error, logTail: tail }),
        }
        resolve()
      }
      child.on('error', (e) => finish(false, e.message))
      child.on('exit', (code, signal) =>
        finish(
          code === 0,
          code === 0 ? null : `build ${signal ? `stopped (${signal})` : `exit ${code}`}`,
        ),
      )
    })

  const queue = createBuildQueue(runBuild)

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const json = (code, body) => {
      res.writeHead(code, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(JSON.stringify(body))
    }
    req.resume() // the body is not used
    if (url.pathname === '/status' && req.method === 'GET')
      return json(200, { ...status, pending: queue.pending, live: currentRelease(deployDir) })
    if (url.pathname === '/rebuild' && req.method === 'POST') {
      if (!secretMatches(presentedSecret(req), secret))
        return json(401, { message: 'Wrong or missing secret.' })
      const started = queue.request()
      return json(202, { started, queued: !started })
    }
    json(404, { message: 'Not found.' })
  })

  return Object.assign(server, {
    idle: () => queue.idle(),
    /** Stops a running build (as a crash or a deploy restart would). */
    interrupt: () => child?.kill('SIGKILL'),
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.REBUILD_PORT ?? 8200)
  const hook = createRebuildHook({
    secret: process.env.REBUILD_SECRET,
    deployDir: process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : undefined,
  })
  hook.listen(port, process.env.REBUILD_HOST ?? '127.0.0.1', () =>
    console.log(`Rebuild hook on http://localhost:${port} (POST /rebuild, GET /status)`),
  )
}
