// A regular's first screens, measured in Chromium on builds served side by side: how tall
// the front page, /kino and a film page are on a 390 × 844 phone and a 1440 × 900 desktop,
// where the first booking link stands, where a film's showings end and its watch-list
// button and reviews begin, and how many Tab presses reach /kino's first booking link.
// The visitor has answered the cookie question; the service worker is off (a first visit).
import { chromium } from 'playwright-core'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

const FILM = '/fjellvettreglene-DXM20261001'
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }

/** Positions on the page (px from its top), of what a visitor looks for. */
const positions = () => {
  const { document, scrollY } = globalThis
  const top = (el) => el && Math.round(el.getBoundingClientRect().top + scrollY)
  const visible = (el) => el.checkVisibility()
  const booking = [...document.querySelectorAll('main a[data-event-id]')].find(visible)
  const showings = document.querySelector('section[aria-labelledby="billetter-tittel"]')
  const button = [...document.querySelectorAll('main button')].find((b) =>
    /ønskelisten/.test(b.textContent),
  )
  return {
    height: document.documentElement.scrollHeight,
    // Any showing, booking link or not: before showtimes booked, a time was plain text.
    firstShowing: top([...document.querySelectorAll('main [data-start]')].find(visible)) ?? null,
    firstBooking: top(booking) ?? null,
    bookingLinks: [...document.querySelectorAll('main a[data-event-id]')].filter(visible).length,
    showingsHeight: showings ? Math.round(showings.getBoundingClientRect().height) : null,
    watchList: top(button) ?? null,
    reviews: top(document.getElementById('anmeldelser-tittel')) ?? null,
  }
}

const tabsToBooking = async (page, limit = 200) => {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => ({
      booking: globalThis.document.activeElement?.hasAttribute('data-event-id') ?? false,
      footer: !!globalThis.document.activeElement?.closest('footer'),
    }))
    if (where.booking) return presses
    if (where.footer) return null
  }
  return null
}

const measureBuild = async (browser, origin) => {
  const rows = {}
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    await context.addInitScript(() =>
      localStorage.setItem(
        'cw-consent',
        JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 1 }),
      ),
    )
    const page = await context.newPage()
    for (const path of ['/', '/kino', '/kino?tid=kveld', FILM]) {
      await page.goto(origin + path, { waitUntil: 'networkidle' })
      if (path === FILM)
        await page
          .locator('#anmeldelser-tittel')
          .waitFor({ timeout: 10_000 })
          .catch(() => {})
      rows[`${size} ${path}`] = await page.evaluate(positions)
    }
    if (size === 'phone') {
      await page.goto(`${origin}/kino`, { waitUntil: 'networkidle' })
      rows.tabsToFirstBookingOnKino = await tabsToBooking(page)
    }
    await context.close()
  }
  return rows
}

/** builds: [{ name, publicDir }], each served in turn with a partner stand-in on the port
 * the builds were made to call. */
export const firstScreens = async (builds, { partnerPort = 8118 } = {}) => {
  const partner = createPartnerApi({
    dataDir: scratchDir('first-screens-'),
    allowedOrigin: 'http://localhost:8000',
  })
  await partner.listen({ port: partnerPort, host: '127.0.0.1' })
  const browser = await chromium.launch(playwrightLaunchOptions())
  const results = {}
  try {
    for (const { name, publicDir } of builds) {
      const site = createSiteServer({ root: publicDir })
      // The origin the partner answers: npm start's.
      await site.listen({ port: 8000, host: '127.0.0.1' })
      try {
        results[name] = await measureBuild(browser, 'http://localhost:8000')
      } finally {
        await site.close()
      }
    }
  } finally {
    await browser.close()
    await partner.close()
  }
  return results
}

/** The report: one row per measure, one column per build. */
export const firstScreensTable = (results) => {
  const names = Object.keys(results)
  const keys = Object.keys(results[names[0]])
  const lines = [`| measure | ${names.join(' | ')} |`, `|---|${names.map(() => '---').join('|')}|`]
  for (const key of keys) {
    const cells = names.map((n) => results[n][key])
    if (typeof cells[0] === 'object' && cells[0] !== null)
      for (const field of Object.keys(cells[0])) {
        // A measure no build has on this page (reviews on /kino) is left out.
        if (cells.every((c) => c?.[field] === null || c?.[field] === undefined)) continue
        lines.push(`| ${key}: ${field} | ${cells.map((c) => c?.[field] ?? '–').join(' | ')} |`)
      }
    else lines.push(`| ${key} | ${cells.map((c) => c ?? '–').join(' | ')} |`)
  }
  return lines
}
