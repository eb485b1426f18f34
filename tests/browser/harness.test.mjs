// The harness's own waits, in Chromium: a wait for a state that is checked asynchronously
// (caches, IndexedDB, the worker) waits until the state holds, and fails when it never does.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launchBrowser, waitUntil } from './harness.mjs'

describe('waitUntil', () => {
  let browser
  let page
  before(async () => {
    browser = await launchBrowser()
    page = await browser.newPage()
  })
  after(() => browser?.close())

  it('waits for an async check until it holds, not only for its first answer', async () => {
    await page.evaluate(() => setTimeout(() => (window.ready = true), 700))
    const answer = await waitUntil(page, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      return window.ready === true
    })
    assert.equal(await answer.jsonValue(), true)
  })

  it('fails, naming the check, when it never holds or never settles', async () => {
    await assert.rejects(
      waitUntil(page, async () => false, null, { timeout: 500 }),
      /not true within 500 ms: async \(\) => false/,
    )
    await assert.rejects(
      waitUntil(page, async () => new Promise(() => {}), null, { timeout: 500 }),
      /not true within 500 ms/,
    )
  })
})
