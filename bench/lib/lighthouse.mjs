// Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and CPU slowdown) in
// Debian's Chromium, against a served build with the partner API stand-in beside it.
// One run varies by several points on this shared 2-core machine, so each page is measured
// several times and the median run is reported, as Lighthouse's variability guide advises
// (the median of 5 runs is about twice as stable as one), with the range beside it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Starts a Fastify app (server-common/fastify-app.mjs); resolves with its port. */
const listen = async (app, port, host) => {
  await app.listen({ port, host })
  return app.server.address().port
}

const summary = (lhr) => ({
  ...Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ),
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

/** For each route, the median of `runs` runs (scores 0-100 per category, its metrics and
 * the audits that cost points), and the lowest score of any run per category. */
export const lighthouseScores = async (publicDir, routes, { partnerApiPort, runs = 5 }) => {
  // Lighthouse's logLevel goes into process.env.DEBUG (through the debug package), which
  // every later build inherited: a changed environment rebuilt Gatsby's HTML renderer in
  // the incremental build after it (2.0 s instead of 0.55 s, a tenth of that build).
  const debugBefore = process.env.DEBUG
  const site = createSiteServer({ root: publicDir })
  const port = await listen(site, 0, '127.0.0.1')
  const origin = `http://localhost:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-partner-'))
  const api = createPartnerApi({ dataDir, allowedOrigin: origin })
  await listen(api, partnerApiPort, 'localhost')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const results = []
    for (const [type, route] of routes) {
      const lhrs = []
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        lhrs.push(lhr)
      }
      const each = lhrs.map(summary)
      results.push({
        type,
        route,
        ...summary(computeMedianRun(lhrs)),
        runs: each.map((run) => run.performance),
        // CLS must hold on every run, not only the median one.
        worstCls: Math.max(...each.map((run) => run.cls)),
        shiftedInAnyRun: [...new Set(each.flatMap((run) => run.shifted))],
        lcpRuns: each.map((run) => run.lcpMs),
        lowest: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.min(...each.map((run) => run[c]))]),
        ),
      })
    }
    return results
  } finally {
    await chrome.kill()
    await api.close()
    await site.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (debugBefore === undefined) delete process.env.DEBUG
    else process.env.DEBUG = debugBefore
  }
}
