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
