// A cold and a warm visit of a page, as a regular makes them, through the nginx block
// operators deploy (scripts/nginx-site.js) behind a phone's network (slow-network.mjs), on
// a phone's processor (4× slower through CDP): the first visit of a fresh browser, which
// installs the service worker, then the same page in a new tab once the worker controls
// the site. For each: first and largest contentful paint, the layout shift, whether the
// HTML held the page's main content when it was parsed, and whether the worker answered.
// The floor page (floor-page.mjs) is visited the same way, served by the same block, in
// turn with the pages, round after round; each figure is the median over the rounds.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CPU_SLOWDOWN, median, PHONE } from './phone-profile.mjs'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import nginxSite from '../../scripts/nginx-site.js'
import { FLOOR_ROUTE } from './floor-page.mjs'
import { PHONE_NETWORK, slowProxy } from './slow-network.mjs'

/** A returning visitor has answered the cookie question: in the browser's storage before
 * the first page loads (an init script ran after the page's own head script on a visit
 * from the HTTP cache). */
export const CONSENT = {
  name: 'cw-consent',
  value: JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 0 }),
}

const consented = (url) => ({
  cookies: [],
  origins: [{ origin: new URL(url).origin, localStorage: [CONSENT] }],
})

/** The page's paints and shifts so far, from the browser's own buffers, read at once
 * (takeRecords): an observer made before the page's first byte missed them on a visit from
 * the HTTP cache, and a timer in a page that had just taken over from a closed tab did not
 * always fire. */
const paintsAndShifts = () => {
  const buffered = (type) => {
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type, buffered: true })
    const entries = observer.takeRecords()
    observer.disconnect()
    return entries
  }
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: buffered('largest-contentful-paint').at(-1)?.startTime ?? null,
    cls: buffered('layout-shift')
      .filter((e) => !e.hadRecentInput)
      .reduce((total, e) => total + e.value, 0),
  }
}

/** One visit in a new tab of the context: its figures once the page has loaded and its
 * network has gone quiet. Whether the HTML held the page is read from the HTML itself. */
const visit = async (context, url) => {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const answer = await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const seen = await page.evaluate(paintsAndShifts)
  const html = (await answer?.text().catch(() => '')) ?? ''
  const figures = {
    fcpMs: Math.round(seen.fcp ?? 0),
    lcpMs: Math.round(seen.lcp ?? 0),
    cls: Number(seen.cls.toFixed(3)),
    contentAtParse: /<h1[\s>]/.test(html),
    fromWorker: answer?.fromServiceWorker() ?? false,
  }
  return { page, figures }
}

/** A regular's two visits of url: cold, then warm once a service worker (if the site has
 * one) controls the site. */
const coldAndWarm = async (browser, url, { worker }) => {
  const context = await browser.newContext({ ...PHONE, storageState: consented(url) })
  try {
    process.stdout.write(`  ${url}: cold`)
    const first = await visit(context, url)
    if (worker)
      await first.page.waitForFunction(
        async () => {
          await navigator.serviceWorker.ready
          return navigator.serviceWorker.controller !== null
        },
        null,
        { timeout: 60_000 },
      )
    await first.page.close()
    process.stdout.write(', warm')
    const second = await visit(context, url)
    await second.page.close()
    console.log('')
    return { cold: first.figures, warm: second.figures }
  } finally {
    await context.close()
  }
}

const served = async (publicDir) => {
  const nginx = await nginxSite.serveDocumented(fs.realpathSync(publicDir))
  const proxy = await slowProxy(nginx.port)
  return {
    origin: `https://localhost:${proxy.port}`,
    stop: async () => {
      await proxy.close()
      await nginx.stop()
    },
  }
}

const summarise = (runs) => {
  const figure = (when, key) => median(runs.map((r) => r[when][key]))
  const all = (when, key) => runs.every((r) => r[when][key])
  return Object.fromEntries(
    ['cold', 'warm'].map((when) => [
      when,
      {
        fcpMs: figure(when, 'fcpMs'),
        lcpMs: figure(when, 'lcpMs'),
        cls: figure(when, 'cls'),
        contentAtParse: all(when, 'contentAtParse'),
        fromWorker: all(when, 'fromWorker'),
      },
    ]),
  )
}

/**
 * Cold and warm visits of each route on each site and of the floor page, in turn, rounds
 * times. sites: [{ name, publicDir }]; routes: [[type, route]]. The partner API stand-in
 * answers on partnerApiPort, where the builds expect it.
 */
export const repeatVisits = async ({ sites, routes, floorDir, partnerApiPort, rounds = 3 }) => {
  const servers = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-repeat-partner-'))
  const browser = await chromium.launch(playwrightLaunchOptions())
  let api = null
  try {
    const floor = await served(floorDir)
    servers.push(floor)
    const siteServers = []
    for (const site of sites) {
      const server = await served(site.publicDir)
      servers.push(server)
      siteServers.push({ ...site, origin: server.origin })
    }
    api = createPartnerApi({ dataDir, allowedOrigin: siteServers.map((s) => s.origin).join(',') })
    await api.listen({ port: partnerApiPort, host: 'localhost' })
    const runs = { floor: [] }
    for (let round = 0; round < rounds; round++) {
      runs.floor.push(
        await coldAndWarm(browser, `${floor.origin}${FLOOR_ROUTE}`, { worker: false }),
      )
      for (const site of siteServers)
        for (const [type] of routes) {
          const route = routes.find(([t]) => t === type)[1]
          const key = `${site.name}|${type}`
          runs[key] ??= []
          runs[key].push(await coldAndWarm(browser, `${site.origin}${route}`, { worker: true }))
        }
    }
    return {
      network: PHONE_NETWORK,
      cpuSlowdown: CPU_SLOWDOWN,
      rounds,
      floor: summarise(runs.floor),
      pages: sites.flatMap((site) =>
        routes.map(([type, route]) => ({
          site: site.name,
          type,
          route,
          ...summarise(runs[`${site.name}|${type}`]),
        })),
      ),
    }
  } finally {
    await browser.close()
    await api?.close()
    for (const server of servers) await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
