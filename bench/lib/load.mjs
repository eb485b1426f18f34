// Load on loopback: the static site server and the partner API stand-in, each in a process
// of its own, under many concurrent connections from autocannon in this process. Reports
// requests per second, latency percentiles and every error (socket errors, time-outs and
// answers outside 2xx). Then logins under load: a few connections log in over and over
// while the rest ask for film info, whose latency must not suffer from password hashing.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { ROOT } from './workspace.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const DEMO = { Email: 'kari@example.no', Password: 'Kinoklubb118' }
// The site's origin, which every call from a visitor's browser carries (the stand-in's
// default allowed origin): the stand-in answers it with CORS headers, as it does the site.
const SITE = { origin: 'http://localhost:8000' }
const LOGIN_CONNECTIONS = 8

export const freePort = async () => {
  const net = await import('node:net')
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts a server script in its own process and resolves once it answers. */
const startProcess = async (script, env, probe, cwd) => {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(probe)
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error(`${script} did not start`)
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** One row for several runs side by side: requests added up, latencies the worst of them. */
const combined = (rows) => ({
  connections: rows.reduce((n, r) => n + r.connections, 0),
  seconds: Math.max(...rows.map((r) => r.seconds)),
  requests: rows.reduce((n, r) => n + r.requests, 0),
  requestsPerSecond: rows.reduce((n, r) => n + r.requestsPerSecond, 0),
  p50Ms: Math.max(...rows.map((r) => r.p50Ms)),
  p99Ms: Math.max(...rows.map((r) => r.p99Ms)),
  maxMs: Math.max(...rows.map((r) => r.maxMs)),
  errors: rows.reduce((n, r) => n + r.errors, 0),
})

const summary = (result) => ({
  connections: result.connections,
  seconds: result.duration,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  errors: result.errors + result.timeouts + result.non2xx,
})

/** The static server on a built site: pages, page data and scripts, compressed. */
const staticLoad = async (publicDir, { connections, seconds }, root) => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = await startProcess(
    'scripts/serve.mjs',
    { PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: publicDir },
    `${base}/`,
    root,
  )
  try {
    const film = fs.readdirSync(publicDir).find((d) => /-DXM\d{8}$/.test(d))
    const script = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]+\.js$/.test(f))
    const paths = ['/', '/kino', `/${film}`, '/page-data/kino/page-data.json', `/${script}`]
    return summary(
      await run({
        url: base,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      }),
    )
  } finally {
    server.kill()
  }
}

/** The partner API: film info, reviews, live seats and a member's tickets. Then the same
 * film-info load with logins beside it, and without, in one run. */
const partnerLoad = async ({ connections, seconds }, root) => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = scratchDir('bench-load-partner-')
  const server = await startProcess(
    'partner-api/server.mjs',
    {
      PARTNER_API_PORT: String(port),
      PARTNER_API_HOST: '127.0.0.1',
      PARTNER_API_DATA_DIR: dataDir,
    },
    `${base}/partner/118/api/movieInfo?ediNumber=20261008`,
    root,
  )
  try {
    const login = await fetch(`${base}/partner/118/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const mixed = summary(
      await run({
        url: base,
        connections,
        duration: seconds,
        headers: SITE,
        requests: [
          { method: 'GET', path: '/partner/118/api/movieInfo?ediNumber=20261008' },
          { method: 'GET', path: '/partner/118/api/reviews?ediNumber=20261008&skip=0&take=20' },
          { method: 'GET', path: '/runtime/sites/118/events?ids=ev-sjorover-1,ev-sjorover-2' },
          {
            method: 'GET',
            path: '/partner/118/api/tickets?skip=0&take=10',
            headers: { ...SITE, cookie },
          },
        ],
      }),
    )
    const filmInfo = {
      url: `${base}/partner/118/api/movieInfo?ediNumber=20261008`,
      connections: Math.max(1, connections - LOGIN_CONNECTIONS),
      duration: seconds,
      headers: SITE,
    }
    const alone = summary(await run(filmInfo))
    // Eight members logging in over and over, each on a connection of their own (the
    // stand-in lets one e-mail have only a few logins under way at once).
    const members = await Promise.all(
      Array.from({ length: LOGIN_CONNECTIONS }, async (_, i) => {
        const member = {
          email: `last${i}@example.no`,
          password: 'Lastprove123',
          userName: `Last ${i}`,
        }
        await fetch(`${base}/partner/118/api/createUser`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(member),
        })
        return { Email: member.email, Password: member.password }
      }),
    )
    const [besideLogins, ...logins] = await Promise.all([
      run(filmInfo).then(summary),
      ...members.map((member) =>
        run({
          url: `${base}/partner/118/api/login`,
          connections: 1,
          duration: seconds,
          method: 'POST',
          headers: { ...SITE, 'content-type': 'application/json' },
          body: JSON.stringify(member),
        }).then(summary),
      ),
    ])
    return { mixed, filmInfo: { alone, besideLogins }, logins: combined(logins) }
  } finally {
    server.kill()
  }
}

/**
 * The servers as they were at a given commit, in a scratch folder (their own files and the
 * content they serve, with this checkout's node_modules), for a before-and-after run. Null
 * when the commit is not in this clone (a shallow one).
 */
const serversAt = (rev) => {
  try {
    execFileSync('git', ['cat-file', '-e', `${rev}^{commit}`], { cwd: ROOT, stdio: 'ignore' })
  } catch {
    return null
  }
  const dir = scratchDir('bench-load-baseline-')
  const archive = execFileSync(
    'git',
    [
      'archive',
      rev,
      'scripts',
      'server-common',
      'partner-api',
      'content',
      'static',
      'package.json',
    ],
    { cwd: ROOT, maxBuffer: 1 << 30 },
  )
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

/**
 * Every row, for this checkout's servers and, when baselineRev is given, for the servers at
 * that commit, each pair run in turn so that both meet the same machine.
 */
export const loadTest = async (publicDir, { smoke, baselineRev = null }) => {
  const shape = smoke ? { connections: 10, seconds: 2 } : { connections: 50, seconds: 20 }
  const baselineRoot = baselineRev && serversAt(baselineRev)
  const site = await staticLoad(publicDir, shape, ROOT)
  const baselineSite = baselineRoot && (await staticLoad(publicDir, shape, baselineRoot))
  const partner = await partnerLoad(shape, ROOT)
  const baselinePartner = baselineRoot && (await partnerLoad(shape, baselineRoot))
  return {
    ...shape,
    site,
    partner,
    baseline: baselineRoot
      ? { rev: baselineRev, site: baselineSite, partner: baselinePartner }
      : baselineRev && { rev: baselineRev, missing: true },
  }
}
