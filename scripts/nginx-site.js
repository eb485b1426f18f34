// A real nginx (Debian's nginx-light) as operators deploy it: the nginx block of
// docs/operations.md on Debian's stock nginx.conf, moved into a scratch prefix and a free
// port of its own. Shared by the nginx tests (Jest), the browser tests (node:test) and the
// benchmark, so that what they measure is what visitors get.
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const http = require('node:http')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')

// The same default as scripts/ensure-tool.mjs, which installs nginx-light when missing.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const PROJECT = path.resolve(__dirname, '..')

/** The ```nginx block of docs/operations.md, serving `root` on `port`. */
const readmeSite = (port, { root }) => {
  const readme = fs.readFileSync(path.join(PROJECT, 'docs/operations.md'), 'utf8')
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!block) throw new Error('docs/operations.md has no ```nginx block')
  return block
    .replaceAll('/srv/kulturhus/current', root)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
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
 * kept-alive one stays with the workers of nginx's configuration before a reload. */
const get = (port, target, headers = {}) =>
  new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: target, headers, agent: false }
    const req = http.request(options, (res) => {
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

/** An nginx with the given server configuration: test(), start(), stop(), and the command
 * words that check and reload it (for the rebuild hook's reload in the tests). */
const configure = async (site) => {
  const prefix = tempDir('nginx-test-')
  for (const dir of ['logs', 'conf.d', 'sites-enabled']) fs.mkdirSync(path.join(prefix, dir))
  // Debian's module includes name their modules relative to the prefix.
  fs.symlinkSync('/usr/lib/nginx/modules', path.join(prefix, 'modules'))
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), stockConfig(prefix))
  const port = await freePort()
  fs.writeFileSync(path.join(prefix, 'conf.d', 'kulturhus.conf'), site(port))
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')]
  let child = null
  return {
    port,
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
          await get(port, '/__ready')
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

/** The documented block serving root, started: its origin on localhost (the name the
 * service worker and the partner API's cookies need), and stop(). */
const serveDocumented = async (root) => {
  const nginx = await configure((port) => readmeSite(port, { root }))
  await nginx.start()
  return { ...nginx, origin: `http://localhost:${nginx.port}` }
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
  PROJECT,
  configure,
  get,
  pagePolicy,
  readmeSite,
  serveDocumented,
  stopAll,
  tempDir,
}
