// The browser files' runner, stopped as CI's deadline or Ctrl-C stops it: nothing a test
// file started (a browser, a server, a build) is left running.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { it } from 'node:test'
import { scratchDir } from '../scratch-dir.mjs'
import { until } from '../../tests/support/until.mjs'

const PROJECT = path.resolve(import.meta.dirname, '../..')

/** Whether the process runs (a zombie waiting for its parent to reap it does not). */
const running = (pid) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

for (const signal of ['SIGTERM', 'SIGINT'])
  it(`stops what a test file started when it gets ${signal}`, async () => {
    const dir = scratchDir('runner-')
    const pidFile = path.join(dir, 'pid')
    const file = path.join(dir, 'starts-a-server.test.mjs')
    // A test that starts a long-lived process and never ends, as a browser test whose page
    // never comes would.
    fs.writeFileSync(
      file,
      `import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { it } from 'node:test'
it('waits', async () => {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' })
  fs.writeFileSync(${JSON.stringify(pidFile)}, String(child.pid))
  await new Promise(() => {})
})
`,
    )
    // Without node:test's mark for its own children, which makes a nested `node --test` wait
    // to report to a parent instead of running the file.
    const env = { ...process.env }
    delete env.NODE_TEST_CONTEXT
    const runner = spawn(process.execPath, ['scripts/run-test-files.mjs', file], {
      cwd: PROJECT,
      env,
      stdio: 'ignore',
    })
    await until(
      () => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8'),
      'the file started',
    )
    const started = Number(fs.readFileSync(pidFile, 'utf8'))
    assert.ok(running(started))

    runner.kill(signal)
    await once(runner, 'exit')
    await until(() => !running(started), `the process the file started ended after ${signal}`)
  })
