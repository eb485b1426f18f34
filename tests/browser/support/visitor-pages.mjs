// Pages of the worker's Chromium as a visitor opens them: the clock on the test builds'
// programme time, the cookie question already answered (refused), and the site's service
// worker installed unless a file says `serviceWorker: false`.
//
// Two ways to open them, each measured per load of /, /kino and a film page:
// - a context per page (the default): a first visit, nothing kept;
// - `tabs: true`: pages as tabs of one context per set of options, opened one after
//   another, as a returning visitor's. Each tab starts with no cookies and empty local
//   storage, and shares the HTTP cache and a renderer process: a tab kept open on the
//   site's robots.txt holds one, which the next tab of the site opens in. A fresh context
//   cost 1.4 s of processor per load, a tab 0.8 s; without the kept tab, a tab cost as much
//   as a fresh context (its new renderer process is most of the cost). Files that measure a
//   first visit, read what a page fetches, or change the context itself keep a context per
//   page.
// `serviceWorker: false` spares a context the worker's install (every part's code, about
// 0.6 s of processor), where the tests are not about it.
import { PROGRAMME_NOW } from './test-builds.mjs'

/** A context with the visitor's settings. */
const visitorContext = async (browser, options, { askConsent, serviceWorker, tabs }) => {
  const context = await browser.newContext(options)
  // A tab's first document starts from empty local storage, as a fresh context does.
  if (tabs)
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('cw-test-tab')) {
        localStorage.clear()
        sessionStorage.setItem('cw-test-tab', '1')
      }
    })
  // Registration that never settles: the site's code waits for it quietly (Playwright's
  // own blocking resolves to nothing, which the registration code logs as an error).
  if (!serviceWorker)
    await context.addInitScript(() => {
      if (self.ServiceWorkerContainer)
        ServiceWorkerContainer.prototype.register = () => new Promise(() => {})
    })
  if (!askConsent)
    await context.addInitScript(() => {
      if (!localStorage.getItem('cw-consent'))
        localStorage.setItem(
          'cw-consent',
          JSON.stringify({ statistics: false, marketing: false, version: 1, decidedAt: 0 }),
        )
    })
  return context
}

/** The pages of one file in one worker: its tab contexts live until the file ends. */
export const visitorPages = (browser) => {
  const tabContexts = new Map()

  /** A context for tabs, with a tab of its own kept open on a file of the site's. */
  const tabContext = async (site, options, settings) => {
    const context = await visitorContext(browser, options, settings)
    const keeper = await context.newPage()
    await keeper.goto(`${site}/robots.txt`)
    return { context, keeper }
  }

  /** A new tab of the file's context with these options: the tab before it closed, and the
   * context's cookies cleared. */
  const newTab = async (site, options, settings) => {
    const key = JSON.stringify([site, options, settings])
    if (!tabContexts.has(key)) tabContexts.set(key, tabContext(site, options, settings))
    const { context, keeper } = await tabContexts.get(key)
    await Promise.all(context.pages().map((open) => open !== keeper && open.close()))
    await context.clearCookies()
    return context.newPage()
  }

  return {
    forTest: ({ site, serviceWorker: workerDefault, tabs: tabsDefault }) => {
      const contexts = []
      /** A page whose clock reads the programme's "now" (later by minutesLater), or `at`
       * (a Date, or 'real' for the machine's own time); askConsent gives a first visit,
       * asked the cookie question, in a context of its own. */
      const open = async (
        options = {},
        {
          minutesLater = 0,
          at = new Date(PROGRAMME_NOW.getTime() + minutesLater * 60_000),
          askConsent = false,
          serviceWorker = workerDefault,
          tabs = tabsDefault && !askConsent,
        } = {},
      ) => {
        const settings = { askConsent, serviceWorker, tabs }
        let page
        if (tabs) page = await newTab(site, options, settings)
        else {
          const context = await visitorContext(browser, options, settings)
          contexts.push(context)
          page = await context.newPage()
        }
        if (at !== 'real') await page.clock.setFixedTime(at)
        // A slow phone's processor, on request (docs/testing.md): races between a test and
        // the page show here long before they show on a slow CI machine.
        const slowdown = Number(process.env.BROWSER_TESTS_CPU_SLOWDOWN ?? 1)
        if (slowdown > 1) {
          const cdp = await page.context().newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
        }
        return page
      }
      return {
        open,
        closeAll: () => Promise.all(contexts.map((context) => context.close())),
      }
    },
    close: () =>
      Promise.all([...tabContexts.values()].map(async (made) => (await made).context.close())),
  }
}
