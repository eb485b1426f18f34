// The member area on a struggling partner, in Chromium against a served build: how long a
// member waits from «Logg inn» to a message when the partner hangs or is slow, and how many
// logins and list loads succeed while the partner fails every third call with a 503 (reads
// are retried, writes are not).
import { chromium } from 'playwright-core'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { DEMO_MEMBERS } from '../../partner-api/seed.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'
import { median } from './builds.mjs'

const KARI = DEMO_MEMBERS[118]
/** Starts a Fastify app (server-common/fastify-app.mjs); resolves with its port. */
const listen = async (app, port) => {
  await app.listen({ port, host: '127.0.0.1' })
  return app.server.address().port
}

/** Presses «Logg inn» and waits for a message or min side; gives ms and what came. */
const tryLogin = async (browser, origin) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/kinoklubb`)
  await waitForHydration(page)
  await page.getByLabel('E-postadresse').fill(KARI.email)
  await page.getByLabel('Passord').fill(KARI.password)
  const started = Date.now()
  await page.getByRole('button', { name: 'Logg inn' }).click()
  const outcome = await Promise.race([
    page
      .getByRole('alert')
      .waitFor({ timeout: 30_000 })
      .then(() => 'message'),
    page.waitForURL('**/kinoklubb/min-side', { timeout: 30_000 }).then(() => 'logged in'),
  ])
  const ms = Date.now() - started
  let lists = null
  if (outcome === 'logged in') {
    // Min side's two reads: shown, or a message instead.
    const shown = async (section, found) =>
      Promise.race([
        page
          .locator(`section[aria-labelledby="${section}"]`)
          .getByRole('alert')
          .waitFor({ timeout: 30_000 })
          .then(() => false),
        found.waitFor({ timeout: 30_000 }).then(() => true),
      ])
    lists = {
      tickets: await shown('mine-billetter-tittel', page.getByRole('article').first()),
      watchList: await shown(
        'onskeliste-tittel',
        page.locator('section[aria-labelledby="onskeliste-tittel"] li').first(),
      ),
    }
  }
  await context.close()
  return { ms, outcome, lists }
}

export const partnerFaults = async (sitePublic, { partnerPort, smoke }) => {
  const site = createSiteServer({ root: sitePublic })
  const origin = `http://localhost:${await listen(site, 0)}`
  const api = createPartnerApi({
    dataDir: scratchDir('bench-faults-'),
    allowedOrigin: origin,
    faultSwitch: true,
    // The failure share is about the partner, not about our own login limiter.
    loginLimits: { maxPerEmail: 10_000, maxPerClient: 10_000 },
  })
  await listen(api, partnerPort)
  const browser = await chromium.launch(playwrightLaunchOptions())
  const faults = (set) =>
    fetch(`http://127.0.0.1:${partnerPort}/__faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(set),
    })
  const runs = smoke ? 1 : 3
  try {
    const timed = async (fault) => {
      await faults({ login: fault })
      const all = []
      for (let i = 0; i < runs; i++) all.push(await tryLogin(browser, origin))
      await faults({ login: null })
      return {
        medianMs: median(all.map((r) => r.ms)),
        outcomes: all.map((r) => r.outcome),
        runs: all.map((r) => r.ms),
      }
    }
    const hanging = await timed({ kind: 'hang' })
    const slow = await timed({ kind: 'delay', ms: 4000 })
    const tooSlow = await timed({ kind: 'delay', ms: 15_000 })

    const every3 = { kind: 'status', status: 503, body: 'text', every: 3 }
    await faults({ login: every3, tickets: every3, watchlist: every3 })
    const tries = smoke ? 6 : 30
    const results = []
    for (let i = 0; i < tries; i++) results.push(await tryLogin(browser, origin))
    const share = (ok) => Math.round((100 * ok) / tries)
    const loggedIn = results.filter((r) => r.outcome === 'logged in')
    return {
      hanging,
      slow,
      tooSlow,
      oneInThree: {
        tries,
        loginsPct: share(loggedIn.length),
        ticketsPct: Math.round(
          (100 * loggedIn.filter((r) => r.lists?.tickets).length) / Math.max(1, loggedIn.length),
        ),
        watchListPct: Math.round(
          (100 * loggedIn.filter((r) => r.lists?.watchList).length) / Math.max(1, loggedIn.length),
        ),
      },
    }
  } finally {
    await browser.close()
    await api.close()
    await site.close()
  }
}
