// The rebuild hook with a stand-in build command (a real Gatsby build is measured in the
// benchmark): authentication, coalescing, atomic publishing, failures, interruption,
// status, logs and rollback.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { currentRelease, releaseIds, rollback } from '../releases.mjs'
import { createRebuildHook, secretMatches } from '../server.mjs'

const SECRET = 'a-long-shared-secret-for-tests'
const open = []

// A "build" that writes public/index.html with a counter after `ms`, or fails.
const FAKE_BUILD = `
const fs = require('fs'); const path = require('path')
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

const setUp = async ({ env = {}, keep } = {}) => {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hook-'))
  const deployDir = path.join(projectDir, '.deploy')
  const hook = createRebuildHook({
    secret: SECRET,
    projectDir,
    deployDir,
    buildCommand: [process.execPath, '-e', FAKE_BUILD],
    env,
    keep,
  })
  await new Promise((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${hook.address().port}`
  open.push(hook)
  const call = (secret = SECRET) =>
    fetch(`${base}/rebuild`, {
      method: 'POST',
      headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    })
  const status = async () => (await fetch(`${base}/status`)).json()
  const live = () => fs.readFileSync(path.join(deployDir, 'current', 'index.html'), 'utf8')
  return { hook, deployDir, projectDir, call, status, live }
}

afterEach(async () => {
  for (const hook of open.splice(0)) {
    hook.interrupt()
    await hook.idle()
    await new Promise((resolve) => hook.close(resolve))
  }
})

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
    const { call, hook, deployDir, live, status } = await setUp({ keep: 2 })
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
    rollback(deployDir)
    assert.equal(live(), 'build 2')
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
    await new Promise((resolve) => setTimeout(resolve, 300)) // the build has written half
    assert.match(
      fs.readFileSync(path.join(slow.projectDir, 'public/index.html'), 'utf8'),
      /half-written/,
    )
    slow.hook.interrupt()
    await slow.hook.idle()
    assert.equal(slow.live(), 'build 1')
    assert.deepEqual(releaseIds(path.join(slow.projectDir, '.deploy')), releases)
    assert.equal((await slow.status()).state, 'failed')
    assert.equal(live(), 'build 1')
  })
})
