// Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and CPU slowdown) in
// Debian's Chromium, against builds served by the nginx block operators deploy
// (docs/operations.md, scripts/nginx-site.js) with the partner API stand-in beside them,
// and against the floor page (floor-page.mjs), served by the same block, in the same run. The absolute figures measure
// this machine's CPU, and one run varies by several points on this shared 2-core machine:
// the pages and the floor are measured in turn, round after round, and the report gives
// the medians and each page's figures over the floor's.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { chromiumFlags, CHROMIUM_PATH, disableFeatures } from '../../scripts/chromium.mjs'
import nginxSite from '../../scripts/nginx-site.js'
import { FLOOR_ROUTE } from './floor-page.mjs'
import { CONSENT } from './repeat-visits.mjs'
import { CRAWLABLE, seoWithoutIndexing, sitemapPaths } from './seo.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** outOfIndex: the build leaves the page out of its sitemap, so it must say noindex, and
 * its SEO score is counted without the indexing audit (noindexHeld says whether it did). */
const summary = (lhr, { outOfIndex = false } = {}) => ({
  ...Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ),
  ...(outOfIndex
    ? { seo: seoWithoutIndexing(lhr), noindexHeld: lhr.audits[CRAWLABLE]?.score === 0 }
    : {}),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  // What moved, so that a shift seen in one run of five can be traced from the report.
  shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) =>
      `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(3)})`,
  ),
  lost: Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => a.id),
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The LCP element and the four phases of its time (Lighthouse 12's breakdown), in ms. */
const lcpBreakdown = (lhr) => {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const element = items[0]?.items?.[0]?.node
  const phases = Object.fromEntries(
    (items[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing ?? 0)]),
  )
  return {
    element: element?.selector ?? element?.snippet ?? null,
    snippet: element?.snippet ?? null,
    phases,
  }
}

const metrics = (lhr) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
  bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
  // The pictures a phone downloaded (Lighthouse's own count of transferred bytes).
  imageKb:
    (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'image')
      ?.transferSize / 1024 || 0,
})

/**
 * Lighthouse (mobile defaults) on the floor page and on each site's pages, interleaved: in
 * every round, each page type runs right after a floor run, and each site in turn, so that
 * whatever else the machine does falls on all of them alike. For each site and page type:
 * the medians of LCP, TBT and CLS, their differences over the floor's median, the worst
 * CLS of any round, and the LCP element with its phases from the median run.
 * sites: [{ name, publicDir }]; routes: [[type, route]] (each site must have each route).
 */
export const lighthouseAgainstFloor = async ({
  sites,
  floorDir,
  routes,
  partnerApiPort,
  rounds = 3,
  // Also a warm run of each page after its cold one (service worker and caches kept).
  warm = false,
  log = console.log,
}) => {
  const debugBefore = process.env.DEBUG
  const serve = async (root) => (await nginxSite.serveDocumented(fs.realpathSync(root))).origin
  const floorOrigin = await serve(floorDir)
  const origins = []
  for (const site of sites) origins.push(await serve(site.publicDir))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-partner-'))
  const api = createPartnerApi({ dataDir, allowedOrigin: origins.join(',') })
  await api.listen({ port: partnerApiPort, host: 'localhost' })
  // chrome-launcher's own --disable-features comes first; ours, last, replaces and keeps it.
  const launcherFeatures = chromeLauncher.Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.split('=')[1]
    .split(',')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...chromiumFlags(), disableFeatures(launcherFeatures ?? [])],
  })
  const run = async (url, { warm = false } = {}) =>
    (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // A regular's visit: the caches, the cookie answer and the service worker kept.
        ...(warm && { disableStorageReset: true }),
      })
    ).lhr
  // Before a warm run: the page is opened once more and waited on until its service worker
  // controls it (installed, its files kept), as on a regular's phone a week later. Connected
  // only for this, so that no second client watches the measured runs.
  const prime = async (url) => {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await cdp.contexts()[0].newPage()
    try {
      await page.goto(url, { waitUntil: 'load' })
      // A regular has answered the cookie question.
      await page.evaluate(({ name, value }) => localStorage.setItem(name, value), CONSENT)
      const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker?.controller))
      if (!(await controlled())) {
        await page.evaluate(() => navigator.serviceWorker?.ready)
        await page.reload({ waitUntil: 'load' })
      }
      if ((await page.evaluate(() => 'serviceWorker' in navigator)) && !(await controlled()))
        throw new Error(`${url}: no service worker controls the page after a reload`)
    } finally {
      await page.close()
      await cdp.close()
    }
  }
  try {
    const cold = { floor: [], sites: sites.map(() => routes.map(() => [])) }
    const kept = { floor: [], sites: sites.map(() => routes.map(() => [])) }
    for (let round = 0; round < rounds; round++) {
      log(`  round ${round + 1} of ${rounds}`)
      for (const [r, [, route]] of routes.entries()) {
        const floorUrl = `${floorOrigin}${FLOOR_ROUTE}`
        cold.floor.push(await run(floorUrl))
        if (warm) kept.floor.push(await run(floorUrl, { warm: true }))
        for (const [s] of sites.entries()) {
          const url = `${origins[s]}${route}`
          cold.sites[s][r].push(await run(url))
          if (!warm) continue
          await prime(url)
          kept.sites[s][r].push(await run(url, { warm: true }))
        }
      }
    }
    const result = { rounds, ...table(cold, sites, routes) }
    return warm ? { ...result, warm: { rounds, ...table(kept, sites, routes) } } : result
  } finally {
    await chrome.kill()
    await api.close()
    await nginxSite.stopAll()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (debugBefore === undefined) delete process.env.DEBUG
    else process.env.DEBUG = debugBefore
  }
}

/** Medians of each site's runs against the floor's runs of the same condition. */
const table = ({ floor: floorRuns, sites: siteRuns }, sites, routes) => {
  const floorMetrics = floorRuns.map(metrics)
  const floor = {
    lcpMs: median(floorMetrics.map((m) => m.lcpMs)),
    tbtMs: median(floorMetrics.map((m) => m.tbtMs)),
    cls: Math.max(...floorMetrics.map((m) => m.cls)),
    fcpMs: median(floorMetrics.map((m) => m.fcpMs)),
    performance: median(floorMetrics.map((m) => m.performance)),
    mainThreadMs: median(floorMetrics.map((m) => m.mainThreadMs)),
    imageKb: median(floorMetrics.map((m) => m.imageKb)),
    runs: floorMetrics.length,
    // The floor's own phases, so that a page's share of render delay can be read against
    // what Lighthouse's simulation gives a page with no JavaScript at all.
    lcp: lcpBreakdown(computeMedianRun(floorRuns)),
  }
  const pages = sites.flatMap(({ name, publicDir }, s) => {
    const indexed = sitemapPaths(publicDir)
    return routes.map(([type, route], r) => {
      const lhrs = siteRuns[s][r]
      const each = lhrs.map(metrics)
      const medianRun = computeMedianRun(lhrs)
      const lcpMs = median(each.map((m) => m.lcpMs))
      const tbtMs = median(each.map((m) => m.tbtMs))
      const outOfIndex = indexed !== null && !indexed.has(route)
      const scores = lhrs.map((lhr) => summary(lhr, { outOfIndex }))
      return {
        site: name,
        type,
        route,
        ...summary(medianRun, { outOfIndex }),
        outOfIndex,
        noindexInEveryRun: scores.every((run) => run.noindexHeld !== false),
        lowest: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.min(...scores.map((run) => run[c]))]),
        ),
        lcpMs,
        tbtMs,
        mainThreadMs: median(each.map((m) => m.mainThreadMs)),
        imageKb: median(each.map((m) => m.imageKb)),
        bootupMs: median(each.map((m) => m.bootupMs)),
        lcpOverFloorMs: lcpMs - floor.lcpMs,
        tbtOverFloorMs: tbtMs - floor.tbtMs,
        worstCls: Math.max(...each.map((m) => m.cls)),
        lcpRuns: each.map((m) => m.lcpMs),
        tbtRuns: each.map((m) => m.tbtMs),
        runs: each.map((m) => m.performance),
        lcp: lcpBreakdown(medianRun),
        shiftedInAnyRun: [...new Set(lhrs.flatMap((lhr) => summary(lhr).shifted))],
      }
    })
  })
  return { floor, pages }
}
