// Shared set-up for browser tests: the built site served on a free port, and Debian's
// Chromium driven by playwright-core (no downloaded browser builds on these machines).
import { chromium } from 'playwright-core'
import { createSiteServer } from '../../scripts/serve.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const startSite = async () => {
  const server = createSiteServer({ root: 'public' })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true })

/** Page errors and failed console messages fail the test that reads them. */
export const watchErrors = (page) => {
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}
