// `npx playwright test --shard=i/n` (docs/testing.md) gives each of n machines a share of
// the browser tests: together the shards hold every test once. A project with dependencies
// broke that: Playwright ran the projects it depends on whole in each shard that held one
// of its tests, so two shards ran everything and the third nothing.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { describe, it } from 'node:test'
import { promisify } from 'node:util'

const SHARDS = 3

/** The tests `npx playwright test --list` names, with the arguments given (no browser
 * starts, and no global setup runs). */
const listed = async (...args) => {
  const { stdout } = await promisify(execFile)('npx', ['playwright', 'test', '--list', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  })
  // "  [project] › file.test.mjs:12:3 › title": the project a test is in may differ between
  // a whole run and a shard; the test is its file, place and title.
  return stdout
    .split('\n')
    .filter((line) => line.includes(' › '))
    .map((line) => line.replace(/^\s*\[[\w-]+\] › /, ''))
}

describe('the browser tests, sharded', () => {
  it(`split into ${SHARDS} shards that hold every test once, none of them empty`, async () => {
    const [all, ...shards] = await Promise.all([
      listed(),
      ...Array.from({ length: SHARDS }, (_, i) => listed(`--shard=${i + 1}/${SHARDS}`)),
    ])
    assert.ok(all.length > 200, `only ${all.length} tests listed`)
    for (const [i, shard] of shards.entries())
      assert.ok(
        shard.length > 0 && shard.length < all.length,
        `shard ${i + 1} holds ${shard.length} of ${all.length}`,
      )
    assert.deepEqual(shards.flat().sort(), [...all].sort())
  })
})
