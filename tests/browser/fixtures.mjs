// The browser tests' fixtures, on Playwright Test: Debian's Chromium, launched once per
// worker with the flags of scripts/chromium.mjs, and the address of the worker's own
// partner API stand-in.
//
// The test builds call the partner at one address (package.json config.testPartnerApi),
// and several workers run at once. Each worker's stand-in listens on a port of its own,
// and the worker's Chromium finds it at the builds' address by a host-resolver rule; the
// page, its requests, its cookies and its Content-Security-Policy see the builds' address.
import { test as base } from '@playwright/test'
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'

const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url)))

/** Where the test builds expect the partner API, as the browser sees it. */
export const PARTNER_API = new URL(pkg.config.testPartnerApi)

// TEST_PARALLEL_INDEX: the worker's place among those running at once (Playwright Test
// sets it, 0 up to workers − 1), which a worker started after a failure takes over.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** Where this worker's stand-in listens, for the tests' own calls to it from Node. */
export const PARTNER_SERVER = new URL(`http://127.0.0.1:${Number(PARTNER_API.port) + 1000 + slot}`)

/** Launch options for Chromium in a browser test: those of scripts/chromium.mjs, with the
 * builds' partner address mapped to this worker's stand-in. Chromium reads one
 * --host-resolver-rules, so the rule joins the list chromium.mjs passes. */
export const testLaunchOptions = () => {
  const options = playwrightLaunchOptions()
  const rule = `MAP ${PARTNER_API.host} ${PARTNER_SERVER.host}`
  const args = options.args.map((arg) =>
    arg.startsWith('--host-resolver-rules=') ? `${arg}, ${rule}` : arg,
  )
  return { ...options, args }
}

/** A Chromium of a test's own (most use the worker's, the `browser` fixture). */
export const launchBrowser = () => chromium.launch(testLaunchOptions())

// Contexts a test has begun to close (a page of its own closed: harness's openPage). A test
// ends once they are closed: Playwright's tracing, stopped on every context at a test's end
// and started on every one at the next one's start, fails on a context half closed.
const closing = new Set()

/** Closes the context without waiting for it; the test's end waits. */
export const closeSoon = (context) => {
  const closed = context.close().catch(() => {})
  closing.add(closed)
  closed.finally(() => closing.delete(closed))
}

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's needs from its pattern */
export const test = base.extend({
  launchOptions: [async ({}, use) => use(testLaunchOptions()), { scope: 'worker' }],
  contextsClosed: [
    async ({}, use) => {
      await use()
      await Promise.all(closing)
    },
    { auto: true },
  ],
})
/* eslint-enable no-empty-pattern */
