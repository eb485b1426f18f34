// Debian's Chromium and the flags it runs with, for the browser tests and Lighthouse
// (these machines cannot download browser builds; see scripts/ensure-tool.mjs). It trusts
// the tests' TLS certificate (scripts/test-tls.js) and finds the site's and the publish
// page's names (reserved .example names) on this machine, where the tests' nginx serves
// them as ops/nginx/ does.
import testTls from './test-tls.js'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags, made when first asked for (the certificate needs openssl, which
 * scripts/ensure-tool.mjs installs after reading CHROMIUM_PATH here). */
export const chromiumFlags = () => [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--ignore-certificate-errors-spki-list=${testTls.testCertificate().spki}`,
  `--host-resolver-rules=${testTls.NAMES.filter((n) => n !== 'localhost')
    .map((n) => `MAP ${n} 127.0.0.1`)
    .join(', ')}`,
]

// Headless Chromium still builds a whole browser window for every page a test opens, and
// each window loads the address bar's suggestion popup, a page of Chromium's own, in a
// renderer of its own: 0.7 s of processor for a popup no test can see, half of what a
// page of the site costs, as measured on these machines. Puppeteer turns
// the two features off by default too (puppeteer/puppeteer#15278).
const POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']
// From Chromium 150 each document gets a frame host of its own (RenderDocument), and the
// DevTools offline emulation Playwright's setOffline sends does not follow it: a page opened
// offline read navigator.onLine as true, so no test could see what a visitor offline sees.
// A real phone's offline state is the system's and is not lost this way.
const OFFLINE_EMULATION = ['RenderDocument']
const FEATURES_OFF = [...POPUPS, ...OFFLINE_EMULATION]

/** The --disable-features flag for a launcher that passes its own list: Chromium reads only
 * the last --disable-features on its command line, so this one carries the launcher's too. */
export const disableFeatures = (launcherList) =>
  `--disable-features=${[...launcherList, ...FEATURES_OFF].join(',')}`

// What playwright-core (1.65) passes in its own --disable-features, which ours comes after
// and replaces. Private to Playwright: tests/browser/harness.test.mjs reads what it really
// passes and fails when this list misses one.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** Options for playwright-core's chromium.launch (and launchPersistentContext). */
export const playwrightLaunchOptions = () => ({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...chromiumFlags(), disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)],
})
