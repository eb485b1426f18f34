// What the test builds (scripts/build-test.mjs) were made with, as the browser tests need
// it: the partner's address and the programme's clock.
import fs from 'node:fs'

const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url)))

/** Where the test builds expect the partner API, as the browser sees it. */
export const PARTNER_API = new URL(pkg.config.testPartnerApi)

/** The test builds' programme clock: pages see the "now" the builds did, on any day. */
export const PROGRAMME_NOW = new Date(pkg.config.programmeNow)

// TEST_PARALLEL_INDEX: the worker's place among those running at once (Playwright Test
// sets it, 0 up to workers − 1), which a worker started after a failure takes over.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** Where this worker's stand-in listens, for the tests' own calls to it from Node. The test
 * builds call the partner at one address, and several workers run at once: the worker's
 * Chromium finds its own stand-in at the builds' address by a host-resolver rule
 * (fixtures.mjs), so the page, its cookies and its Content-Security-Policy see the builds'
 * address. */
export const PARTNER_SERVER = new URL(`http://127.0.0.1:${Number(PARTNER_API.port) + 1000 + slot}`)
