// The test suite needs programs from Debian's packages (these machines cannot download
// browser builds or other binaries): Chromium for the browser tests; nginx, with the brotli
// module the documented block loads, for the nginx block and what it sends; and systemd's
// systemd-analyze, which rates the rebuild hook's unit. `node scripts/ensure-tool.mjs chromium nginx` installs what is
// missing with apt-get when it can, and otherwise stops with a message that says what to do.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { CHROMIUM_PATH } from './chromium.mjs'

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
// Loaded by Debian's nginx.conf from modules-enabled/ once the package is installed.
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

const TOOLS = {
  chromium: [
    { path: CHROMIUM_PATH, pkg: 'chromium', variable: 'CHROMIUM_PATH', use: 'Browser tests' },
  ],
  'systemd-analyze': [
    {
      path: '/usr/bin/systemd-analyze',
      pkg: 'systemd',
      use: "The rebuild hook unit's security rating",
    },
  ],
  nginx: [
    { path: NGINX_PATH, pkg: 'nginx-light', variable: 'NGINX_PATH', use: 'The nginx tests' },
    { path: BROTLI_MODULE, pkg: 'libnginx-mod-http-brotli-static', use: 'The nginx tests' },
    // ops/nginx/ serves TLS only; openssl makes the tests' certificate (scripts/test-tls.js).
    { path: '/usr/bin/openssl', pkg: 'openssl', use: 'The nginx tests' },
  ],
}

const wanted = process.argv.slice(2).flatMap((name) => {
  if (!TOOLS[name]) throw new Error(`Unknown tool ${name}; known: ${Object.keys(TOOLS).join(', ')}`)
  return TOOLS[name]
})
const missing = () => wanted.filter((tool) => !fs.existsSync(tool.path))

if (missing().length > 0 && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  const packages = missing().map((tool) => tool.pkg)
  console.log(`Installing Debian's ${packages.join(' and ')} (not found)...`)
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      { stdio: 'inherit' },
    )
  } catch {
    // fall through to the message below
  }
}
for (const tool of missing()) {
  console.error(
    [
      `${tool.use} need ${tool.pkg} at ${tool.path}, and it is not there.`,
      `Install it as root with:  apt-get update && apt-get install -y ${tool.pkg}`,
      ...(tool.variable ? [`or point ${tool.variable} at an existing binary.`] : []),
    ].join('\n'),
  )
}
process.exit(missing().length > 0 ? 1 : 0)
