// The browser tests' fixtures, on Playwright Test. A worker starts once what its tests share
// and stops it at its end: Debian's Chromium (with the flags of scripts/chromium.mjs), the
// partner API stand-in, and a served site for each test build a test asks for. A test then
// takes what it needs by name:
//
//   test.use({ serviceWorker: false })          // options, for a file or a describe block
//   test('…', async ({ openPage, visit, site, partnerApi }) => { … })
//
// Options: `build` (which test build the pages come from: public/ unless named, or
// 'deployable', a site the tests deploy builds to),
// `serviceWorker` (does the site's worker install: true, as visitors have it) and `tabs`
// (pages as tabs of one context, as a returning visitor opens them: support/visitor-pages.mjs).
//
// Each test file meets fresh demo data: the stand-in starts again, with a new store and its
// clock back on the builds', before the first test of each file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { chromium } from 'playwright-core'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'
import { PARTNER_API, PARTNER_SERVER, PROGRAMME_NOW } from './support/test-builds.mjs'
import { visitorPages } from './support/visitor-pages.mjs'

export { PARTNER_API, PARTNER_SERVER, PROGRAMME_NOW }

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

/** A Chromium of a test's own, for tests that need other flags or a profile folder. */
export const launchBrowser = () => chromium.launch(testLaunchOptions())

/** The built site in `root`, served as scripts/serve.mjs serves it, on a free port. Named
 * "localhost", not 127.0.0.1: Gatsby registers its service worker only on localhost or
 * HTTPS, and the partner stand-in (also on localhost) shares cookies with it. */
export const startSite = async (root) => {
  const server = createSiteServer({ root })
  await server.listen({ port: 0, host: '127.0.0.1' })
  return { origin: `http://localhost:${server.server.address().port}`, close: () => server.close() }
}

/** The partner stand-in on this worker's port, on the builds' clock, with its faults set per
 * page (the partner-faults cookie). restart() starts it again with fresh demo data, on the
 * builds' clock or the programme clock given (partner-api/programme-clock.mjs). */
const startPartnerApi = async () => {
  const origins = []
  let server
  let dataDir
  let programme = { now: PROGRAMME_NOW }
  const start = async () => {
    dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'partner-api-'))
    server = createPartnerApi({
      dataDir,
      allowedOrigin: origins.join(','),
      faultSwitch: true,
      programme,
    })
    try {
      await server.listen({ port: Number(PARTNER_SERVER.port), host: PARTNER_SERVER.hostname })
    } catch (error) {
      throw error.code === 'EADDRINUSE'
        ? new Error(
            `Port ${PARTNER_SERVER.port} is taken; a browser test worker runs the partner API there. ` +
              'Stop whatever uses it (another test run?) and try again.',
          )
        : error
    }
  }
  // Fastify closes every connection, hanging ones included (server-common/fastify-app.mjs).
  const stop = async () => {
    await server?.close()
    server = null
  }
  const removeData = () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    dataDir = null
  }
  await start()
  return {
    /** Takes the partner away, as an outage does; start() brings it back as it was. */
    stop,
    start,
    restart: async (clock = { now: PROGRAMME_NOW }) => {
      await stop()
      removeData()
      programme = clock
      await start()
    },
    /** Lets a page of this origin call it (CORS, the checkout's way back); `first` makes it
     * the site the checkout leads back to. */
    allowOrigin: (origin, { first = false } = {}) => {
      const at = origins.indexOf(origin)
      if (at >= 0) origins.splice(at, 1)
      if (first) origins.unshift(origin)
      else origins.push(origin)
      server?.allowOrigin(origin, { first })
    },
    /** Moves the stand-in's time, as openPage's minutesLater moves the browser's. */
    setMinutesLater: async (minutes) => {
      const res = await fetch(new URL('/__clock', PARTNER_SERVER), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: new Date(PROGRAMME_NOW.getTime() + minutes * 60_000) }),
      })
      if (!res.ok) throw new Error(`The clock switch refused ${minutes} minutes`)
    },
    close: async () => {
      await stop()
      removeData()
    },
  }
}

/** A served folder that a test switches from one build to another, as a deploy does: a
 * symlink replaced in one atomic rename. */
const startDeployableSite = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'))
  const live = path.join(dir, 'site')
  let n = 0
  const deploy = (build) => {
    const next = path.join(dir, `next-${(n += 1)}`)
    fs.symlinkSync(path.resolve(build), next)
    fs.renameSync(next, live)
  }
  deploy('public')
  const site = await startSite(live)
  return {
    origin: site.origin,
    deploy,
    close: async () => {
      await site.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's needs from its pattern */
export const test = base.extend({
  // The worker's Chromium (Playwright's `browser` fixture) starts with these.
  launchOptions: [async ({}, use) => use(testLaunchOptions()), { scope: 'worker' }],

  partnerApi: [
    async ({}, use) => {
      const partnerApi = await startPartnerApi()
      await use(partnerApi)
      await partnerApi.close()
    },
    { scope: 'worker' },
  ],

  /** The worker's served sites: of(build) starts one per test build when first asked for. */
  sites: [
    async ({ partnerApi }, use) => {
      const started = new Map()
      const once = (key, make) => {
        if (!started.has(key))
          started.set(
            key,
            make().then((site) => {
              partnerApi.allowOrigin(site.origin)
              return site
            }),
          )
        return started.get(key)
      }
      await use({
        of: (build) => once(build, () => startSite(build)),
      })
      for (const site of started.values()) await (await site).close()
    },
    { scope: 'worker' },
  ],

  /** What a worker keeps from one test to the next of a file: which file it is, its tabs,
   * and what once() started for it. Playwright Test has test and worker scopes; a worker
   * runs a file's tests one after another, so what a worker starts again when the file
   * changes lives as long as the file's tests. */
  fileState: [
    async ({}, use) => {
      const state = {
        file: null,
        tabs: null,
        started: new Map(),
        /** What start() gives, made at the file's first ask and closed after its last test. */
        once: (key, start) => {
          if (!state.started.has(key)) state.started.set(key, start())
          return state.started.get(key)
        },
        end: async () => {
          await state.tabs?.close()
          state.tabs = null
          const started = [...state.started.values()]
          state.started.clear()
          for (const made of started) await (await made.catch(() => null))?.close?.()
        },
      }
      await use(state)
      await state.end()
    },
    { scope: 'worker' },
  ],

  build: ['public', { option: true }],
  serviceWorker: [true, { option: true }],
  tabs: [false, { option: true }],

  // Before the first test of each file: the last file's tabs and servers closed, and fresh
  // demo data.
  freshFile: [
    async ({ fileState, partnerApi }, use, testInfo) => {
      if (fileState.file !== testInfo.file) {
        await fileState.end()
        await partnerApi.restart()
        fileState.file = testInfo.file
      }
      await use()
    },
    { auto: true },
  ],

  /** The served site of the test's build: { origin }. With `build: 'deployable'`, a site
   * whose build the file's tests switch as a deploy does: { origin, deploy(build) }, on
   * public/ at first. */
  site: async ({ sites, build, fileState, partnerApi }, use) => {
    const site =
      build === 'deployable'
        ? await fileState.once('deployable', startDeployableSite)
        : await sites.of(build)
    // The stand-in's checkout leads back to the site the test is on.
    partnerApi.allowOrigin(site.origin, { first: true })
    await use(site)
  },

  /** openPage(contextOptions, { minutesLater, askConsent, serviceWorker, tabs }): a page of
   * the worker's Chromium as a visitor opens it (visitor-pages.mjs). Pages a test leaves
   * open are closed at its end. */
  openPage: async ({ browser, site, serviceWorker, tabs, fileState }, use) => {
    fileState.tabs ??= visitorPages(browser)
    const pages = fileState.tabs.forTest({ site: site.origin, serviceWorker, tabs })
    await use(pages.open)
    await pages.closeAll()
  },

  /** visit(page, path): the page at that path of the site, once React has hydrated it. */
  visit: async ({ site }, use) =>
    use(async (page, target) => {
      await page.goto(`${site.origin}${target}`)
      await waitForHydration(page)
    }),
})
/* eslint-enable no-empty-pattern */

export { expect }
