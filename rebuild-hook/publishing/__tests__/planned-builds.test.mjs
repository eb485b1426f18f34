// The builds the records plan: the hook keeps the plan of the live release, builds at its
// next time through the same queue as an editor's, keeps the plan across a restart (and
// builds at once for a time it missed), asks once for a time whose build failed, and shows
// the plan on the publish page in Oslo time.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { setEditor } from '../../editors/editor-accounts.mjs'
import { createRebuildHook } from '../../server.mjs'
import { checkedPlan, PLANNED } from '../planned-builds.mjs'
import { offsetClock } from '../../clock.mjs'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import {
  eventually,
  pageClient,
  SECRET,
  startHook,
  stopAfterwards,
  stopHooks,
} from '../../__tests__/hook-harness.mjs'

// A stand-in build that numbers its builds and writes the plan the real build writes:
// build n plans PLAN_AT_<n>, if set, for the page «Den store kinodagen». With FAIL_BUILD
// every build after the first fails.
const PLANNING_BUILD = `
const fs = require('fs')
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
if (process.env.FAIL_BUILD && n > 1) process.exit(1)
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + n)
fs.writeFileSync('public/now.txt', process.env.PROGRAMME_NOW)
const at = process.env['PLAN_AT_' + n]
const planned = at ? [{ at, change: 'publish', kind: 'page', record: 'page-kinodagen', title: 'Den store kinodagen' }] : []
if (process.env.BUILD_PLAN_FILE) fs.writeFileSync(process.env.BUILD_PLAN_FILE, JSON.stringify({ planned }))
`

const history = (deployDir) => {
  const file = path.join(deployDir, 'history.json')
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []
}
const inSeconds = (s) => new Date(Date.now() + s * 1000).toISOString()

afterEach(stopHooks)

describe('a build the records plan', () => {
  it('runs at the planned time as «Planlagt publisering», and the plan moves on', async () => {
    const at = inSeconds(2)
    const { hook, call, live, deployDir } = await startHook({
      build: PLANNING_BUILD,
      env: { PLAN_AT_1: at },
    })
    await call()
    await eventually(
      () => history(deployDir).length === 2 && history(deployDir)[0].outcome === 'ok',
      10_000,
    )
    assert.deepEqual(
      history(deployDir).map((e) => [e.by, e.outcome]),
      [
        [PLANNED, 'ok'],
        ['CMS', 'ok'],
      ],
    )
    assert.ok(
      Date.parse(history(deployDir)[0].startedAt) >= Date.parse(at),
      'built before its time',
    )
    assert.equal(live(), 'build 2')
    assert.deepEqual(hook.planned.list(), [])
  })

  it("runs at 08:00 by the hook's clock, and each build runs at the hook's time", async () => {
    // The hook's clock two seconds before 08:00 Oslo time on a day of its own.
    const eight = Date.parse('2027-01-08T08:00:00+01:00')
    const { hook, call, live, deployDir } = await startHook({
      build: PLANNING_BUILD,
      clock: offsetClock(eight - 2000 - Date.now()),
      env: { PLAN_AT_1: '2027-01-08T08:00:00+01:00' },
    })
    await call()
    await eventually(
      () => history(deployDir).length === 2 && history(deployDir)[0].outcome === 'ok',
      10_000,
    )
    const releases = fs.readdirSync(path.join(deployDir, 'releases')).sort()
    const nowOf = (id) =>
      Date.parse(fs.readFileSync(path.join(deployDir, 'releases', id, 'now.txt'), 'utf8'))
    assert.ok(nowOf(releases[0]) < eight, 'the first build ran at 08:00 or later')
    assert.ok(nowOf(releases[1]) >= eight, 'the planned build ran before 08:00')
    assert.equal(history(deployDir)[0].by, PLANNED)
    assert.equal(live(), 'build 2')
    assert.deepEqual(hook.planned.list(), [])
  })

  it('is kept across a restart, and a time missed while the hook was down is built on start', async () => {
    const { hook, call, deployDir, projectDir } = await startHook({
      build: PLANNING_BUILD,
      env: { PLAN_AT_1: inSeconds(3600) },
    })
    await call()
    await hook.idle()
    await hook.close()
    const again = () =>
      createRebuildHook({
        secret: SECRET,
        projectDir,
        deployDir,
        buildCommand: [process.execPath, '-e', PLANNING_BUILD],
      })
    const restarted = again()
    stopAfterwards(restarted)
    assert.equal(restarted.planned.list().length, 1, 'the plan was lost in the restart')
    await restarted.close()
    // The hook was down at the planned time.
    const plan = path.join(deployDir, 'plan.json')
    const kept = JSON.parse(fs.readFileSync(plan, 'utf8'))
    kept.planned[0].at = inSeconds(-60)
    fs.writeFileSync(plan, JSON.stringify(kept))
    const late = again()
    stopAfterwards(late)
    await late.idle()
    assert.deepEqual(
      history(deployDir).map((e) => [e.by, e.outcome]),
      [
        [PLANNED, 'ok'],
        ['CMS', 'ok'],
      ],
    )
  })

  it('is asked for once when it fails, and the live release stays', async () => {
    const { hook, call, live, deployDir } = await startHook({
      build: PLANNING_BUILD,
      env: { PLAN_AT_1: inSeconds(1), FAIL_BUILD: '1' },
    })
    await call()
    await hook.idle()
    await eventually(
      () => history(deployDir).length === 2 && history(deployDir)[0].outcome !== 'running',
      10_000,
    )
    await hook.idle()
    assert.equal(live(), 'build 1')
    assert.deepEqual(
      history(deployDir).map((e) => [e.by, e.outcome]),
      [
        [PLANNED, 'failed'],
        ['CMS', 'ok'],
      ],
    )
    assert.deepEqual(hook.planned.list(), [], 'the failed time is still planned')
  })
})

describe('the plan a build writes', () => {
  it('keeps the whole entries, soonest first, and leaves out the rest', () => {
    const entry = (at) => ({ at, change: 'unpublish', kind: 'article', record: 'a' })
    assert.deepEqual(
      checkedPlan({
        planned: [
          entry('2027-01-10T23:59:00+01:00'),
          entry('2027-01-08T08:00:00+01:00'),
          { ...entry('i morgen'), record: 'b' },
          { ...entry('2027-01-09T08:00:00+01:00'), kind: 'script' },
          null,
        ],
      }),
      [entry('2027-01-08T08:00:00+01:00'), entry('2027-01-10T23:59:00+01:00')],
    )
    assert.deepEqual(checkedPlan('not a plan'), [])
  })
})

describe('the publish page', () => {
  it('lists what is planned in Oslo time, with what each time puts out', async () => {
    const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
    await setEditor(editorsFile, {
      account: 'kari',
      name: 'Kari',
      password: 'karis-eget-passord-1',
    })
    const { hook, call, base } = await startHook({
      build: PLANNING_BUILD,
      editorsFile,
      env: { PLAN_AT_1: '2099-01-08T07:00:00Z' },
    })
    const { get, logIn } = pageClient(base)
    const { cookie } = await logIn('kari', 'karis-eget-passord-1')
    const before = await (await get('/publisering', cookie)).text()
    assert.match(before, /<h2 id="planlagt-tittel">Planlagt<\/h2><p>Ingenting er planlagt\./)
    await call()
    await hook.idle()
    const page = await (await get('/publisering', cookie)).text()
    assert.match(
      page,
      /<li><time dateTime="2099-01-08T07:00:00.000Z">8\. jan\. 2099, 08:00<\/time>: Siden «Den store kinodagen» publiseres\.<\/li>/,
    )
  })
})
