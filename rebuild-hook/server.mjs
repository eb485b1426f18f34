// The rebuild hook the CMS calls when an editor publishes: `npm run rebuild-hook`.
//   POST /rebuild  with "Authorization: Bearer <REBUILD_SECRET>" -> 202, a build starts or
//                  is queued (bursts are coalesced); wrong or missing secret -> 401.
//   GET  /status   -> the state, the last build's time and duration, and the live release;
//                  with the secret, also the last build's error and the end of its log.
// Each build runs in the project (incremental: the Gatsby cache is kept) through
// build-runner.mjs, which holds the project's build lock and takes the build down with it
// if the hook dies. Its log goes to <deploy>/logs/, and only a successful build is
// published, atomically (releases.mjs). A failed or interrupted build leaves the live site
// as it was. The hook's secret never reaches the build's environment.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGuardedServer } from '../scripts/guarded-server.mjs'
import { createBuildQueue } from './build-queue.mjs'
import { currentRelease, publish } from './releases.mjs'

const digest = (value) => crypto.createHash('sha256').update(String(value)).digest()

/** Compares in constant time (hashing first makes the lengths equal). */
export const secretMatches = (given, secret) =>
  typeof given === 'string' && crypto.timingSafeEqual(digest(given), digest(secret))

const presentedSecret = (req) =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? req.headers['x-rebuild-secret']

const LOG_TAIL = 2000
const RUNNER = fileURLToPath(new URL('./build-runner.mjs', import.meta.url))
const LOCKED_EXIT = 75 // build-runner.mjs: another build holds the project's lock

/** The environment a build gets: the hook's, less anything that carries the secret. */
const buildEnvironment = (base, secret) =>
  Object.fromEntries(
    Object.entries(base).filter(
      ([name, value]) => name !== 'REBUILD_SECRET' && !String(value).includes(secret),
    ),
  )

const exitReason = (code, signal) =>
  code === LOCKED_EXIT
    ? 'another build is running in the project directory'
    : `build ${signal ? `stopped (${signal})` : `exit ${code}`}`

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
      child = spawn(process.execPath, [RUNNER, ...buildCommand], {
        cwd: projectDir,
        // The publish guard compares the new programme with the live one.
        env: buildEnvironment(
          { ...process.env, ...env, PUBLISHED_DIR: path.join(deployDir, 'current') },
          secret,
        ),
        // A process group of its own, held by the pipe on stdin (see build-runner.mjs).
        detached: true,
        stdio: ['pipe', out, out],
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
        finish(code === 0, code === 0 ? null : exitReason(code, signal)),
      )
    })

  const queue = createBuildQueue(runBuild)

  const json = (res, code, body) => {
    res.writeHead(code, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    res.end(JSON.stringify(body))
  }

  // Without the secret: whether a build runs, how the last one ended and what is live.
  // The error and the log may name content and paths, so only the secret holder sees them.
  const publicStatus = () => {
    const last = status.lastBuild
    const { ok, startedAt, finishedAt, durationMs, release } = last ?? {}
    return { ...status, lastBuild: last && { ok, startedAt, finishedAt, durationMs, release } }
  }

  const server = createGuardedServer({
    name: 'rebuild hook',
    reply: (res, code, message) => json(res, code, { message }),
    handle: (req, res, { path: pathname }) => {
      req.resume() // the body is not used
      if (pathname === '/status' && req.method === 'GET') {
        const full = secretMatches(presentedSecret(req), secret)
        return json(res, 200, {
          ...(full ? status : publicStatus()),
          pending: queue.pending,
          live: currentRelease(deployDir),
        })
      }
      if (pathname === '/rebuild' && req.method === 'POST') {
        if (!secretMatches(presentedSecret(req), secret))
          return json(res, 401, { message: 'Wrong or missing secret.' })
        const started = queue.request()
        return json(res, 202, { started, queued: !started })
      }
      json(res, 404, { message: 'Not found.' })
    },
  })

  return Object.assign(server, {
    idle: () => queue.idle(),
    /** Stops a running build and its workers (as a crash or a deploy restart would). */
    interrupt: () => {
      if (!child?.pid) return
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    },
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
