// A real nginx (Debian's nginx-light) as operators deploy it: the files of ops/nginx/ on
// Debian's stock nginx.conf, moved into a scratch prefix, with only paths, the certificate
// and ports put in for the test's own (scripts/test-tls.js makes the certificate). Shared
// by the nginx tests (Jest), the browser tests (node:test) and the benchmark, so that what
// they measure is what visitors get.
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const http = require('node:http')
const https = require('node:https')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')
const redirectMaps = require('../rebuild-hook/releases/redirect-maps.js')
const { testCertificate } = require('./test-tls.js')

// The same default as scripts/ensure-tool.mjs, which installs nginx-light when missing.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const PROJECT = path.resolve(__dirname, '..')
const OPS = path.join(PROJECT, 'ops/nginx')
/** The files operators put in /etc/nginx/conf.d/. */
const OPS_FILES = fs.readdirSync(OPS).filter((f) => f.endsWith('.conf'))
/** The names ops/nginx/ serves (Chromium and the clients here find them on 127.0.0.1). */
const SITE_HOST = 'kino.gjovik.example'
const PUBLISH_HOST = 'publisering.kino.gjovik.example'

/**
 * The ops files as a test runs them, by name: the deploy folder (/srv/kulturhus) is
 * deployDir, the certificates the test's, and the ports { http, https, hook } the test's.
 */
const opsFiles = ({ deployDir, ports }) => {
  const { cert, key } = testCertificate()
  return Object.fromEntries(
    OPS_FILES.map((name) => [
      name,
      fs
        .readFileSync(path.join(OPS, name), 'utf8')
        .replaceAll('/srv/kulturhus', deployDir)
        .replace(/ssl_certificate \S+\.crt;/g, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key \S+\.key;/g, `ssl_certificate_key ${key};`)
        .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`)
        .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
        .replaceAll('http://127.0.0.1:8200', `http://127.0.0.1:${ports.hook ?? 9}`),
    ]),
  )
}

/** Debian's own nginx.conf, with its paths moved into a folder of the test's. */
const stockConfig = (prefix) => {
  const stock = fs.readFileSync('/etc/nginx/nginx.conf', 'utf8')
  // Workers run as the test's user, so that they can read the checkout.
  const user = os.userInfo().username
  return stock
    .replace(/^user .*;$/m, process.getuid?.() === 0 ? `user ${user};` : '')
    .replace(/^pid .*;$/m, `pid ${prefix}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${prefix}/logs/`)
    .replace('/etc/nginx/conf.d/*.conf', `${prefix}/conf.d/*.conf`)
    .replace('/etc/nginx/sites-enabled/*', `${prefix}/sites-enabled/*`)
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const running = []
const tempDirs = []

/** A folder nginx's worker (another user) can read, removed by stopAll(). */
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  tempDirs.push(dir)
  return dir
}

/** An answer read whole: status, headers, and the body as text and as the bytes that came
 * (still compressed, if it was). On a connection of its own, as a new visitor's: a
 * kept-alive one stays with the workers of nginx's configuration before a reload. Over
 * HTTPS with the tests' certificate unless { tls: false }; host: the Host header's name. */
const get = (port, target, headers = {}, { tls = true, host } = {}) =>
  new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: target,
      headers: host ? { Host: `${host}:${port}`, ...headers } : headers,
      agent: false,
      ...(tls && { ca: testCertificate().certPem, servername: host ?? SITE_HOST }),
    }
    const req = (tls ? https : http).request(options, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode, headers: res.headers, body: bytes.toString(), bytes })
      })
    })
    req.on('error', reject)
    req.end()
  })

/**
 * An nginx with the given files in its conf.d: test(), start(), stop(), its ports, and the
 * command words that check and reload it (for the rebuild hook's reload in the tests).
 * With { tls: true }, files(ports) gives { name: text }, ports being { http, https };
 * without, files(port) gives one file's text, served over plain HTTP on that port (a test's
 * own server, as a proxy in front).
 */
const configure = async (files, { tls = false } = {}) => {
  const prefix = tempDir('nginx-test-')
  for (const dir of ['logs', 'conf.d', 'sites-enabled']) fs.mkdirSync(path.join(prefix, dir))
  // Debian's module includes name their modules relative to the prefix.
  fs.symlinkSync('/usr/lib/nginx/modules', path.join(prefix, 'modules'))
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), stockConfig(prefix))
  const ports = { http: await freePort(), https: await freePort() }
  const texts = tls ? files(ports) : { 'site.conf': files(ports.http) }
  for (const [name, text] of Object.entries(texts))
    fs.writeFileSync(path.join(prefix, 'conf.d', name), text)
  const port = tls ? ports.https : ports.http
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')]
  let child = null
  return {
    port,
    ports,
    prefix,
    commands: { test: [NGINX, ...args, '-t'], reload: [NGINX, ...args, '-s', 'reload'] },
    test: () => {
      const result = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
      return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
    },
    start: async () => {
      child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
      running.push(child)
      for (let i = 0; i < 100; i++) {
        try {
          await get(port, '/__ready', {}, { tls })
          return
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      throw new Error('nginx did not start')
    },
    stop: async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** The files of ops/nginx/ serving deployDir (its current/ and the hook's nginx/ maps),
 * with the publish page proxied to hookPort. Not started. */
const configureOps = ({ deployDir, hookPort } = {}) =>
  configure((ports) => opsFiles({ deployDir, ports: { ...ports, hook: hookPort } }), {
    tls: true,
  })

/** The addresses a browser uses: the site on localhost (the name the partner API's cookies
 * need) and by its name, and the publish page by its name. */
const origins = (port) => ({
  origin: `https://localhost:${port}`,
  siteOrigin: `https://${SITE_HOST}:${port}`,
  publishOrigin: `https://${PUBLISH_HOST}:${port}`,
})

/** The ops files serving a built site from root, as the rebuild hook publishes it: a deploy
 * folder whose current/ is root, with the redirect maps the hook writes from it. Started. */
const serveDocumented = async (root) => {
  const deployDir = tempDir('deploy-')
  fs.symlinkSync(path.resolve(root), path.join(deployDir, 'current'))
  const redirects = redirectMaps.releaseRedirects(root)
  if (!redirects.ok) throw new Error(`The build's redirects are refused: ${redirects.output}`)
  redirectMaps.writeMaps(path.join(deployDir, 'nginx'), redirects.redirects)
  const nginx = await configureOps({ deployDir })
  await nginx.start()
  return { ...nginx, deployDir, ...origins(nginx.port) }
}

/** Stops every nginx started and removes the scratch folders. */
const stopAll = async () => {
  const exited = running
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)))
  running.forEach((child) => child.kill('SIGTERM'))
  await Promise.all(exited)
  tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
}

/** The policy a served page carries in its <meta>. */
const pagePolicy = (html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')

module.exports = {
  NGINX,
  OPS_FILES,
  PROJECT,
  PUBLISH_HOST,
  SITE_HOST,
  configure,
  configureOps,
  freePort,
  get,
  opsFiles,
  origins,
  pagePolicy,
  serveDocumented,
  stopAll,
  tempDir,
}
