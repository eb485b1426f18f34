// Lint refuses a fixed wait in any test file (eslint.config.mjs): a test waits for a state.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint()
const refusals = async (code, filePath) => {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => /no-restricted/.test(m.ruleId ?? '')).map((m) => m.ruleId)
}

describe('lint in test files', () => {
  for (const [what, code] of [
    ['page.waitForTimeout', 'export const t = (page) => page.waitForTimeout(500)\n'],
    ['a bare setTimeout', 'export const t = () => new Promise((r) => setTimeout(r, 500))\n'],
    ['a bare setInterval', 'export const t = () => setInterval(() => {}, 100)\n'],
    [
      'node:timers/promises',
      "import { setTimeout as sleep } from 'node:timers/promises'\nexport { sleep }\n",
    ],
  ])
    for (const file of [
      'tests/browser/x.test.mjs',
      'rebuild-hook/__tests__/x.test.mjs',
      'src/lib/__tests__/x.test.ts',
    ])
      it(`refuses ${what} in ${file}`, async () => {
        assert.equal((await refusals(code, file)).length, 1)
      })

  it('lets a test wait for a state', async () => {
    const code =
      "import { until } from '../support/until.mjs'\nexport const t = (ready) => until(ready, 'ready')\n"
    assert.deepEqual(await refusals(code, 'tests/browser/x.test.mjs'), [])
  })

  it('refuses an async check in page.waitForFunction, which stops at its first answer', async () => {
    const code = 'export const t = (page) => page.waitForFunction(async () => window.ready)\n'
    assert.deepEqual(await refusals(code, 'tests/browser/x.test.mjs'), ['no-restricted-syntax'])
    const sync = 'export const t = (page) => page.waitForFunction(() => window.ready)\n'
    assert.deepEqual(await refusals(sync, 'tests/browser/x.test.mjs'), [])
  })
})
