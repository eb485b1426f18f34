// A hook killed (SIGKILL, as a crash or the OOM killer would) during a build, and during
// go-live: once while nginx checks the new release, once while nginx reloads after the
// switch. Each time the live site is one whole release, the plan and the audit log are as
// they were, and the restarted hook says on start what it found.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { eventually, SECRET } from './hook-harness.mjs'

// Build n writes 40 pages that say «build n» and plans one page far ahead. With
// HOLD_BUILD in the project it waits there, half-written, until it is killed.
const BUILD = `
const fs = require('fs')
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
fs.rmSync('public', { recursive: true, force: true })
fs.mkdirSync('public', { recursive: true })
for (let i = 0; i < 40; i++) {
  fs.writeFileSync('public/page-' + i + '.html', 'build ' + n + ' page ' + i)
  if (i === 20 && fs.existsSync('HOLD_BUILD')) { fs.writeFileSync('building', ''); setInterval(() => {}, 1000); break }
}
if (!fs.existsSync('building')) {
fs.writeFileSync('public/index.html', 'build ' + n)
const planned = [{ at: '2099-01-08T07:00:00Z', change: 'publish', kind: 'page', record: 'kinodagen-' + n }]
fs.writeFileSync(process.env.BUILD_PLAN_FILE, JSON.stringify({ planned }))
}
`

// A web server's check or reload that, with its hold file in the project, marks that it
// runs and waits there until it is killed.
const holdingCommand = (projectDir, name) => {
  const file = path.join(projectDir, `${name}.sh`)
  const hold = path.join(projectDir, `HOLD_${name.toUpperCase()}`)
  const mark = path.join(projectDir, `${name}ing`)
  fs.writeFileSync(
    file,
    `#!/bin/sh\nif [ -e '${hold}' ]; then : > '${mark}'; exec sleep 600; fi\nexit 0\n`,
  )
  fs.chmodSync(file, 0o755)
  return file
}

const running = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

/** The hook as a process of its own; resolves { port, lines, child } once it listens. */
const startHookProcess = async (projectDir) => {
  const check = holdingCommand(projectDir, 'check')
  const reload = holdingCommand(projectDir, 'reload')
  const script = `
    import { createRebuildHook } from ${JSON.stringify(new URL('../server.mjs', import.meta.url).href)}
    const hook = createRebuildHook({
      secret: ${JSON.stringify(SECRET)},
      projectDir: ${JSON.stringify(projectDir)},
      buildCommand: [process.execPath, '-e', ${JSON.stringify(BUILD)}],
      gatherMs: 0,
      webServer: { check: ${JSON.stringify(check)}, reload: [${JSON.stringify(reload)}], timeoutMs: 600000 },
    })
    await hook.listen({ port: 0, host: '127.0.0.1' })
    console.log(JSON.stringify({ port: hook.server.address().port, lines: hook.startReport() }))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  running.push(child)
  const started = await new Promise((resolve) =>
    child.stdout.once('data', (d) => resolve(JSON.parse(String(d)))),
  )
  return { ...started, child }
}

const rebuild = (port) =>
  fetch(`http://127.0.0.1:${port}/rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}` },
  })

const history = (deployDir) => JSON.parse(fs.readFileSync(path.join(deployDir, 'history.json')))

/** Every file of the live release, with its digest. */
const liveFiles = (deployDir) => {
  const dir = path.join(deployDir, 'current')
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  )
}

/** A whole release of build n: its index and its 40 pages, each of build n. */
const assertWhole = (deployDir, n) => {
  const dir = path.join(deployDir, 'current')
  const files = fs.readdirSync(dir).sort()
  assert.equal(files.length, 41, `the live release holds ${files.length} files`)
  assert.equal(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'), `build ${n}`)
  for (const f of files.filter((f) => f.startsWith('page-')))
    assert.match(fs.readFileSync(path.join(dir, f), 'utf8'), new RegExp(`^build ${n} page`))
}

const auditLines = (deployDir) => {
  const file = path.join(deployDir, 'audit.log')
  if (!fs.existsSync(file)) return []
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
}

/** A first release (build 1) live, then a hook killed at the point `hold` holds the second. */
const killDuring = async (hold, mark) => {
  const projectDir = scratchDir('hook-killed-')
  const deployDir = path.join(projectDir, '.deploy')
  const first = await startHookProcess(projectDir)
  await rebuild(first.port)
  await eventually(() => fs.existsSync(path.join(deployDir, 'plan.json')), 20_000)
  await eventually(() => history(deployDir)[0]?.outcome === 'ok', 20_000)
  // The hook logs the finished build after it has kept the build's history entry.
  await eventually(
    () => auditLines(deployDir).some((line) => JSON.parse(line).action === 'build'),
    20_000,
  )
  const before = {
    live: liveFiles(deployDir),
    plan: fs.readFileSync(path.join(deployDir, 'plan.json'), 'utf8'),
    audit: auditLines(deployDir),
  }
  fs.writeFileSync(path.join(projectDir, hold), '')
  await rebuild(first.port)
  await eventually(() => fs.existsSync(path.join(projectDir, mark)), 20_000)
  assert.ok(fs.existsSync(path.join(projectDir, mark)), `the hook never got to ${mark}`)
  first.child.kill('SIGKILL')
  await new Promise((resolve) => first.child.once('exit', resolve))
  fs.rmSync(path.join(projectDir, hold))
  fs.rmSync(path.join(projectDir, mark))
  const again = await startHookProcess(projectDir)
  return { projectDir, deployDir, before, again }
}

describe('a hook killed', () => {
  it('during a build leaves the live release whole, the plan and the log, and says so on start', async () => {
    const { deployDir, before, again } = await killDuring('HOLD_BUILD', 'building')
    assert.deepEqual(liveFiles(deployDir), before.live)
    assertWhole(deployDir, 1)
    assert.equal(fs.readFileSync(path.join(deployDir, 'plan.json'), 'utf8'), before.plan)
    assert.deepEqual(auditLines(deployDir).slice(0, before.audit.length), before.audit)
    auditLines(deployDir).forEach((line) => JSON.parse(line))
    const said = again.lines.join('\n')
    assert.match(said, /^Live: release \S+, built /m)
    assert.match(
      said,
      /A build asked for by CMS at \S+ was under way when the hook stopped: it did not go live/,
    )
    assert.match(said, /Planned builds: 1, the next at 2099-01-08T07:00:00.000Z/)
    assert.match(said, /Audit log: \d+ entries in /)
    assert.equal(history(deployDir)[0].outcome, 'interrupted')
    // And it builds again.
    await rebuild(again.port)
    await eventually(() => history(deployDir)[0]?.outcome === 'ok', 20_000)
    assertWhole(deployDir, 3)
  })

  it('while nginx checks the new release leaves the release before live and whole', async () => {
    const { deployDir, before, again } = await killDuring('HOLD_CHECK', 'checking')
    assert.deepEqual(liveFiles(deployDir), before.live)
    assertWhole(deployDir, 1)
    assert.equal(fs.readFileSync(path.join(deployDir, 'plan.json'), 'utf8'), before.plan)
    assert.deepEqual(auditLines(deployDir).slice(0, before.audit.length), before.audit)
    assert.match(again.lines.join('\n'), /was under way when the hook stopped/)
  })

  it('while nginx reloads after the switch leaves the new release live and whole, and the log', async () => {
    const { deployDir, before, again } = await killDuring('HOLD_RELOAD', 'reloading')
    // The switch is one rename: the new release is live, every file of it.
    assertWhole(deployDir, 2)
    assert.deepEqual(auditLines(deployDir).slice(0, before.audit.length), before.audit)
    auditLines(deployDir).forEach((line) => JSON.parse(line))
    // The plan is the release before's until the new one's is kept; both are whole.
    assert.match(fs.readFileSync(path.join(deployDir, 'plan.json'), 'utf8'), /kinodagen-1/)
    assert.match(again.lines.join('\n'), /Planned builds: 1/)
  })
})
