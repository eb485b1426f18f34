// The rebuild hook with a stand-in build command (a real Gatsby build is measured in the
// benchmark): authentication, coalescing, atomic publishing, failures, interruption,
// status, logs and rollback.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { currentRelease, releaseIds } from '../releases/releases.mjs'
import { createRebuildHook, secretMatches } from '../server.mjs'
import {
  eventually,
  isAlive,
  SECRET,
  startHook,
  stopAfterwards,
  stopHooks,
} from './hook-harness.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

// A "build" that writes public/index.html with a counter after `ms`, or fails.
const FAKE_BUILD = `
const fs = require('fs'); const path = require('path')
if (process.env.DUMP_ENV) fs.writeFileSync('env.json', JSON.stringify(process.env))
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'half-written build ' + n)
setTimeout(() => {
  if (process.env.FAIL_BUILD) { console.error('Refusing to publish: the programme is empty.'); process.exit(1) }
  fs.writeFileSync('public/index.html', 'build ' + n)
  console.log('built ' + n)
}, Number(process.env.BUILD_MS || 150))
`

// A "build" that starts a worker, as Gatsby does, records both pids and runs for a minute.
const LONG_BUILD = `
const { spawn } = require('child_process'); const fs = require('fs')
const worker = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
// Written whole, then renamed: the test reads it as soon as it exists.
fs.writeFileSync('pids.tmp', JSON.stringify({ build: process.pid, worker: worker.pid }))
fs.renameSync('pids.tmp', 'pids.json')
setTimeout(() => {}, 60000)
`

// A "build" that says whether it found its cache, as Gatsby's .cache, and fills it. It
// fails when the project holds fail-next (fail-once: this time only), fails with a report
// for the editors when it holds fault-next, and runs for a minute when it holds slow.
const CACHING_BUILD = `
const fs = require('fs')
console.log(fs.existsSync('.cache/query-results') ? 'cache: kept' : 'cache: none')
fs.mkdirSync('.cache', { recursive: true })
fs.writeFileSync('.cache/query-results', 'the results of this build')
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'built')
setTimeout(() => {
  if (fs.existsSync('fail-next')) { console.error('The page data could not be written.'); process.exit(1) }
  if (fs.existsSync('fail-once')) { fs.rmSync('fail-once'); console.error('The page data could not be written.'); process.exit(1) }
  if (fs.existsSync('fault-next')) {
    fs.writeFileSync(process.env.BUILD_REPORT_FILE, JSON.stringify({ kind: 'source', message: 'The content API did not answer.' }))
    process.exit(1)
  }
}, fs.existsSync('slow') ? 60000 : 0)
`

/** A hook with CACHING_BUILD; build() runs one build and gives its log, lastBuild() how
 * the last one ended. */
const setUpCaching = async () => {
  const started = await startHook({ build: CACHING_BUILD })
  const lastBuild = async () =>
    (
      await (
        await fetch(`${started.base}/status`, { headers: { Authorization: `Bearer ${SECRET}` } })
      ).json()
    ).lastBuild
  const build = async () => {
    await started.call()
    await started.hook.idle()
    return fs.readFileSync(path.join(started.deployDir, (await lastBuild()).log), 'utf8')
  }
  return { ...started, build, lastBuild }
}

const setUp = async ({ env = {}, keep } = {}) => {
  const started = await startHook({ build: FAKE_BUILD, env, keep })
  const status = async (secret = SECRET) =>
    (
      await fetch(`${started.base}/status`, {
        headers: secret ? { Authorization: `Bearer ${secret}` } : {},
      })
    ).json()
  return { ...started, status }
}

afterEach(stopHooks)

describe('rebuild hook', () => {
  it('compares secrets in constant time and refuses wrong or missing ones', async () => {
    assert.equal(secretMatches(SECRET, SECRET), true)
    assert.equal(secretMatches('short', SECRET), false)
    assert.equal(secretMatches(undefined, SECRET), false)
    const { call, hook } = await setUp()
    assert.equal((await call('wrong-secret-of-some-length')).status, 401)
    assert.equal((await call(null)).status, 401)
    assert.equal((await call()).status, 202)
    await hook.idle()
    assert.throws(() => createRebuildHook({ secret: 'too-short' }), /at least 16/)
  })

  it('coalesces ten calls during a build into at most two builds', async () => {
    const { call, hook, status, live } = await setUp({ env: { BUILD_MS: '300' } })
    const answers = await Promise.all(Array.from({ length: 10 }, () => call()))
    assert.deepEqual(
      answers.map((a) => a.status),
      Array(10).fill(202),
    )
    await hook.idle()
    const s = await status()
    assert.equal(s.builds, 2)
    assert.equal(live(), 'build 2')
  })

  it('publishes atomically into a fresh release, keeps a few, and rolls back', async () => {
    const { base, call, hook, deployDir, live, status } = await setUp({ keep: 2 })
    for (let i = 0; i < 3; i++) {
      await call()
      await hook.idle()
    }
    assert.equal(live(), 'build 3')
    assert.ok(fs.lstatSync(path.join(deployDir, 'current')).isSymbolicLink())
    assert.equal(releaseIds(deployDir).length, 2)
    const s = await status()
    assert.equal(s.state, 'idle')
    assert.equal(s.lastBuild.ok, true)
    assert.equal(s.live, currentRelease(deployDir))
    assert.ok(s.lastBuild.durationMs >= 100 && Date.parse(s.lastBuild.finishedAt) > 0)
    assert.match(fs.readFileSync(path.join(deployDir, s.lastBuild.log), 'utf8'), /built 3/)
    // The operator's rollback (npm run rollback asks this), the page's one way back.
    const back = await fetch(`${base}/rollback`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
    })
    assert.equal((await back.json()).outcome, 'ok')
    assert.equal(live(), 'build 2')
    assert.equal((await status()).live, currentRelease(deployDir))
  })

  it("opens each release to the web server's user, and nothing else of its own", async () => {
    const umask = process.umask(0o027)
    try {
      const { call, hook, deployDir, projectDir } = await setUp()
      await call()
      await hook.idle()
      const release = path.join(deployDir, 'releases', currentRelease(deployDir))
      const mode = (file) => fs.statSync(file).mode & 0o777
      assert.equal(mode(path.join(deployDir, 'releases')), 0o755)
      assert.equal(mode(release), 0o755)
      assert.equal(mode(path.join(release, 'index.html')), 0o644)
      // The build's own files stay as the hook's umask made them.
      assert.equal(mode(path.join(projectDir, 'public', 'index.html')), 0o640)
      assert.equal(mode(path.join(deployDir, 'logs')) & 0o007, 0)
    } finally {
      process.umask(umask)
    }
  })

  it('keeps the live site when a build fails, and says why', async () => {
    const { call, hook, live, status, projectDir } = await setUp()
    await call()
    await hook.idle()
    const failing = await setUp({ env: { FAIL_BUILD: '1' } })
    // Same project and deploy folders, now with a failing build.
    fs.cpSync(path.join(projectDir, '.deploy'), path.join(failing.projectDir, '.deploy'), {
      recursive: true,
      verbatimSymlinks: true,
    })
    const before = failing.live()
    await failing.call()
    await failing.hook.idle()
    const s = await failing.status()
    assert.equal(s.state, 'failed')
    assert.match(s.lastBuild.error, /exit 1/)
    assert.match(s.lastBuild.logTail, /programme is empty/)
    assert.equal(failing.live(), before)
    assert.equal(live(), 'build 1')
    void status
  })

  it("starts the build after a failed one without Gatsby's cache, and keeps it otherwise", async () => {
    const { build, projectDir } = await setUpCaching()
    assert.match(await build(), /cache: none/)
    assert.match(await build(), /cache: kept/)
    fs.writeFileSync(path.join(projectDir, 'fail-next'), '')
    assert.match(await build(), /cache: kept[\s\S]*could not be written/)
    fs.rmSync(path.join(projectDir, 'fail-next'))
    const afterFailure = await build()
    assert.match(afterFailure, /The last build here did not finish/)
    assert.match(afterFailure, /cache: none/)
    assert.match(await build(), /cache: kept/)
  })

  it("keeps Gatsby's cache after a build that stopped with a report for the editors", async () => {
    const { build, projectDir } = await setUpCaching()
    assert.match(await build(), /cache: none/)
    fs.writeFileSync(path.join(projectDir, 'fault-next'), '')
    await build()
    fs.rmSync(path.join(projectDir, 'fault-next'))
    const afterFault = await build()
    assert.doesNotMatch(afterFault, /did not finish/)
    assert.match(afterFault, /cache: kept/)
  })

  it("builds once more, without Gatsby's cache, when a build fails on its own, and publishes that", async () => {
    const { build, lastBuild, projectDir, live } = await setUpCaching()
    await build()
    fs.writeFileSync(path.join(projectDir, 'fail-once'), '')
    const log = await build()
    assert.match(log, /cache: kept[^]*could not be written[^]*runs once more[^]*cache: none/)
    assert.equal((await lastBuild()).ok, true)
    assert.equal(live(), 'built')
  })

  it('does not build again after a failure with a report for the editors, or a stopped build', async () => {
    const { build, call, hook, projectDir } = await setUpCaching()
    await build()
    fs.writeFileSync(path.join(projectDir, 'fault-next'), '')
    const faulty = await build()
    assert.equal(faulty.match(/cache: /g).length, 1)
    assert.doesNotMatch(faulty, /runs once more/)
    fs.rmSync(path.join(projectDir, 'fault-next'))
    fs.writeFileSync(path.join(projectDir, 'slow'), '')
    await call()
    const logsDir = path.join(projectDir, '.deploy/logs')
    const newest = () => {
      const logs = fs.readdirSync(logsDir).filter((f) => f.endsWith('.log'))
      return fs.readFileSync(path.join(logsDir, logs.sort().at(-1)), 'utf8')
    }
    await eventually(() => newest() !== faulty && newest().includes('cache: '))
    hook.interrupt()
    await hook.idle()
    const stopped = newest()
    assert.equal(stopped.match(/cache: /g).length, 1)
    assert.doesNotMatch(stopped, /runs once more/)
  })

  it("starts the build after a stopped one without Gatsby's cache", async () => {
    const { build, call, hook, projectDir } = await setUpCaching()
    assert.match(await build(), /cache: none/)
    fs.writeFileSync(path.join(projectDir, 'slow'), '')
    await call()
    await eventually(() => fs.existsSync(path.join(projectDir, '.build-unfinished')))
    hook.interrupt()
    await hook.idle()
    fs.rmSync(path.join(projectDir, 'slow'))
    const afterStop = await build()
    assert.match(afterStop, /The last build here did not finish/)
    assert.match(afterStop, /cache: none/)
  })

  it('leaves the live site untouched when a build is interrupted half-way', async () => {
    const { call, hook, live, deployDir } = await setUp({ env: { BUILD_MS: '150' } })
    await call()
    await hook.idle()
    const releases = releaseIds(deployDir)
    const slow = await setUp({ env: { BUILD_MS: '5000' } })
    fs.rmSync(path.join(slow.projectDir, '.deploy'), { recursive: true, force: true })
    fs.cpSync(deployDir, path.join(slow.projectDir, '.deploy'), {
      recursive: true,
      verbatimSymlinks: true,
    })
    await slow.call()
    const written = path.join(slow.projectDir, 'public/index.html')
    // The build has written half. The file appears a moment before its bytes do (created,
    // then written): the Node 24 pass of a fresh clone read it empty in between.
    await eventually(() => fs.existsSync(written) && fs.readFileSync(written, 'utf8') !== '')
    assert.match(fs.readFileSync(written, 'utf8'), /half-written/)
    slow.hook.interrupt()
    await slow.hook.idle()
    assert.equal(slow.live(), 'build 1')
    assert.deepEqual(releaseIds(path.join(slow.projectDir, '.deploy')), releases)
    assert.equal((await slow.status()).state, 'failed')
    assert.equal(live(), 'build 1')
  })
})

describe('status', () => {
  it('without the secret tells the state, never the log or the error', async () => {
    const { call, hook, status } = await setUp({ env: { FAIL_BUILD: '1' } })
    await call()
    await hook.idle()
    for (const secret of [null, 'wrong-secret-of-some-length']) {
      const open = await status(secret)
      assert.equal(open.state, 'failed')
      assert.equal(open.lastBuild.ok, false)
      assert.ok(open.lastBuild.durationMs > 0)
      const text = JSON.stringify(open)
      assert.doesNotMatch(text, /programme is empty|logTail|"log"|"error"/, text)
    }
    const full = await status()
    assert.match(full.lastBuild.logTail, /programme is empty/)
    assert.match(full.lastBuild.error, /exit 1/)
  })
})

describe('the build process', () => {
  it('never sees the hook secret in its environment', async () => {
    process.env.REBUILD_SECRET = SECRET
    process.env.HOOK_COPY = `copied ${SECRET}`
    try {
      const { call, hook, projectDir } = await setUp({
        env: { BUILD_MS: '0', DUMP_ENV: '1' },
      })
      await call()
      await hook.idle()
      const env = fs.readFileSync(path.join(projectDir, 'env.json'), 'utf8')
      assert.doesNotMatch(env, new RegExp(SECRET))
      assert.ok(JSON.parse(env).PUBLISHED_DIR, 'the build still gets its own settings')
    } finally {
      delete process.env.REBUILD_SECRET
      delete process.env.HOOK_COPY
    }
  })

  it("logs with Gatsby's line logger, so the log an editor reads has no cursor moves", async () => {
    const { call, hook, projectDir } = await setUp({ env: { BUILD_MS: '0', DUMP_ENV: '1' } })
    await call()
    await hook.idle()
    const env = JSON.parse(fs.readFileSync(path.join(projectDir, 'env.json'), 'utf8'))
    assert.equal(env.GATSBY_LOGGER, 'yurnalist')
  })

  it('is refused while another build holds the project directory', async () => {
    const first = await setUp({ env: { BUILD_MS: '1500' } })
    // A second hook on the same project (say, started twice by mistake).
    const second = createRebuildHook({
      secret: SECRET,
      projectDir: first.projectDir,
      deployDir: path.join(first.projectDir, '.deploy-second'),
      buildCommand: [process.execPath, '-e', FAKE_BUILD],
      env: { BUILD_MS: '0' },
      gatherMs: 0,
    })
    stopAfterwards(second)
    await second.listen({ port: 0, host: '127.0.0.1' })
    const secondBase = `http://127.0.0.1:${second.server.address().port}`
    const authorised = { headers: { Authorization: `Bearer ${SECRET}` } }
    const rebuildSecond = async () => {
      await fetch(`${secondBase}/rebuild`, { method: 'POST', ...authorised })
      await second.idle()
      return (await (await fetch(`${secondBase}/status`, authorised)).json()).lastBuild
    }

    await first.call()
    // The build runs, so its runner holds the lock.
    await eventually(() => fs.existsSync(path.join(first.projectDir, 'public/index.html')))
    const refused = await rebuildSecond()
    assert.equal(refused.ok, false)
    assert.match(refused.error, /another build is running/)
    assert.match(refused.logTail, /Another build is running in /)
    await first.hook.idle()
    assert.equal(first.live(), 'build 1')
    // The lock goes with the build: the next build there runs.
    const next = await rebuildSecond()
    assert.equal(next.ok, true, next.logTail)
  })

  it('dies with a hook that is killed mid-build, leaving no orphan and no lock', async () => {
    const projectDir = scratchDir('hook-orphan-')
    const script = `
      import { createRebuildHook } from ${JSON.stringify(new URL('../server.mjs', import.meta.url).href)}
      const hook = createRebuildHook({
        secret: ${JSON.stringify(SECRET)},
        projectDir: ${JSON.stringify(projectDir)},
        buildCommand: [process.execPath, '-e', ${JSON.stringify(LONG_BUILD)}],
      })
      await hook.listen({ port: 0, host: '127.0.0.1' })
      console.log(hook.server.address().port)
    `
    const hookProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const port = await new Promise((resolve) =>
      hookProcess.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
    )
    await fetch(`http://127.0.0.1:${port}/rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
    })
    const pids = path.join(projectDir, 'pids.json')
    await eventually(() => fs.existsSync(pids))
    const { build, worker } = JSON.parse(fs.readFileSync(pids, 'utf8'))
    assert.ok(isAlive(build) && isAlive(worker))
    assert.ok(fs.existsSync(path.join(projectDir, '.build.lock')))

    hookProcess.kill('SIGKILL')
    await eventually(() => !isAlive(build) && !isAlive(worker))
    assert.equal(isAlive(build), false, 'the build outlived its hook')
    assert.equal(isAlive(worker), false, "the build's worker outlived the hook")
    assert.equal(fs.existsSync(path.join(projectDir, '.build.lock')), false)
  })
})
