// A fresh build every night at an Oslo time, through the same queue as an editor's publish:
// on a fake clock, across both nights the clocks change, and on the hook with a stand-in
// build.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { afterEach, describe, it, mock } from 'node:test'
import { dailyAtFromEnv, dailyPattern, NIGHTLY, scheduleDaily } from '../nightly.mjs'
import { COUNTING_BUILD, startHook, stopHooks } from '../../__tests__/hook-harness.mjs'

const HOUR = 3_600_000

/** When a daily job at `at` runs, on a fake clock started at `from`, over `hours`. */
const runsOnFakeClock = (at, from, hours) => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: Date.parse(from) })
  const runs = []
  const job = scheduleDaily(at, () => runs.push(new Date().toISOString()))
  try {
    for (let h = 0; h < hours * 4; h++) mock.timers.tick(HOUR / 4)
  } finally {
    job.stop()
    mock.timers.reset()
  }
  return runs
}

describe('the nightly build time', () => {
  it('is 04:30 unless set, and off when set empty', () => {
    assert.equal(dailyAtFromEnv({}), '04:30')
    assert.equal(dailyAtFromEnv({ REBUILD_DAILY_AT: '03:15' }), '03:15')
    assert.equal(dailyAtFromEnv({ REBUILD_DAILY_AT: ' ' }), null)
    assert.equal(
      scheduleDaily(null, () => {}),
      null,
    )
  })

  it('refuses a time that is not one, saying what it wants', () => {
    assert.equal(dailyPattern('4:30'), '30 4 * * *')
    for (const wrong of ['25:00', '04:60', 'halv fem', '04.30'])
      assert.throws(
        () => dailyPattern(wrong),
        /REBUILD_DAILY_AT must be a time of day such as 04:30/,
      )
  })

  it('comes once a night at 04:30 in Oslo, summer time and winter time', () => {
    assert.deepEqual(runsOnFakeClock('04:30', '2026-06-10T12:00:00Z', 48), [
      '2026-06-11T02:30:00.000Z',
      '2026-06-12T02:30:00.000Z',
    ])
    assert.deepEqual(runsOnFakeClock('04:30', '2026-12-10T12:00:00Z', 24), [
      '2026-12-11T03:30:00.000Z',
    ])
  })

  it('comes once, at 04:30 Oslo time, on the nights the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00. 25 October 2026: 03:00 becomes 02:00.
    assert.deepEqual(runsOnFakeClock('04:30', '2026-03-28T12:00:00Z', 36), [
      '2026-03-29T02:30:00.000Z',
    ])
    assert.deepEqual(runsOnFakeClock('04:30', '2026-10-24T12:00:00Z', 36), [
      '2026-10-25T03:30:00.000Z',
    ])
    // A time in the hour skipped in March runs when the clocks have moved on, once.
    assert.deepEqual(runsOnFakeClock('02:30', '2026-03-28T12:00:00Z', 24), [
      '2026-03-29T01:00:00.000Z',
    ])
  })
})

afterEach(stopHooks)

describe('the nightly build on the hook', () => {
  const setUp = async (env = {}) => {
    const started = await startHook({ build: COUNTING_BUILD, dailyAt: '04:30', env })
    const status = async () =>
      (
        await fetch(`${started.base}/status`, {
          headers: { Authorization: 'Bearer a-long-shared-secret-for-tests' },
        })
      ).json()
    return { ...started, status }
  }

  it('builds and publishes as «Nattlig oppdatering», joining an editor’s build that waits', async () => {
    const { hook, call, live, deployDir } = await setUp({ BUILD_MS: '300' })
    await call() // the CMS's build runs
    await call() // another waits
    hook.nightly.trigger() // the nightly one joins the waiting one
    await hook.idle()
    assert.equal(live(), 'build 2')
    const entries = JSON.parse(fs.readFileSync(`${deployDir}/history.json`, 'utf8'))
    assert.deepEqual(
      entries.map((e) => [e.by, e.outcome]),
      [
        [`CMS, ${NIGHTLY}`, 'ok'],
        ['CMS', 'ok'],
      ],
    )
  })

  it('leaves the live release as it was when it fails, and says so like any failed build', async () => {
    const { hook, call, live, status } = await setUp({ FAIL_BUILD: '1' })
    await call()
    await hook.idle()
    hook.nightly.trigger()
    await hook.idle()
    assert.equal(live(), 'build 1')
    const s = await status()
    assert.equal(s.state, 'failed')
    assert.match(s.lastBuild.logTail, /content API did not answer/)
    assert.match(s.lastBuild.summary.title, /teknisk grunn/)
  })
})
