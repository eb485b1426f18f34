// The suite runners' commands: one started to yield runs at nice 10 as a scheduling group,
// not only as a process, so that the test builds beside it get the processor first.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import fs from 'node:fs'
import { it } from 'node:test'
import { spawnGroup, stopGroup } from '../process-groups.mjs'

/** The niceness the scheduler weighs the command by: its session's group's where Linux's
 * autogroup is on, else its own (the 19th field of /proc/<pid>/stat). */
const weighedNiceness = (pid) => {
  const autogroup = `/proc/${pid}/autogroup`
  if (fs.existsSync(autogroup))
    return Number(/nice (-?\d+)/.exec(fs.readFileSync(autogroup, 'utf8'))[1])
  return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16])
}

it('runs a command started with nice 10 at nice 10 against the commands beside it', async () => {
  const yielding = spawnGroup('sleep', ['30'], { nice: 10, stdio: 'ignore' })
  const beside = spawnGroup('sleep', ['30'], { stdio: 'ignore' })
  try {
    assert.equal(weighedNiceness(yielding.pid), 10)
    assert.equal(weighedNiceness(beside.pid), 0)
  } finally {
    stopGroup(yielding.pid)
    stopGroup(beside.pid)
    await Promise.all([once(yielding, 'exit'), once(beside, 'exit')])
  }
})
