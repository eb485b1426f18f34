/** @jest-environment node */
// The nginx files the build writes, proven on a real nginx (Debian's nginx-light): the
// configuration block in docs/operations.md on Debian's stock nginx.conf passes `nginx -t`, serves the
// build with its redirects and per-page CSP, keeps every redirect on the site, and no
// hostile redirect record can add a header or expand an nginx variable.
// Runs after the test builds (npm run build:test): it serves public/ with deploy/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { nginxRedirects, nginxSecurity } from '../../src/pipeline/outputs/nginx-config'
import { securityHeaderFile } from '../../src/pipeline/outputs/security-headers'

// The same default as scripts/ensure-tool.mjs, which installs nginx-light when missing.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const PROJECT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(PROJECT, 'public')
const DEPLOY = path.join(PROJECT, 'deploy')

/** The ```nginx block of docs/operations.md, pointed at this checkout and a port of its own. */
const readmeSite = (port: number, { root = PUBLIC, deploy = DEPLOY } = {}) => {
  const readme = fs.readFileSync(path.join(PROJECT, 'docs/operations.md'), 'utf8')
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!block) throw new Error('docs/operations.md has no ```nginx block')
  return block
    .replaceAll('/srv/kulturhus/app/deploy', deploy)
    .replaceAll('/srv/kulturhus/current', root)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
}

/** Debian's own nginx.conf, with its paths moved into a folder of the test's. */
const stockConfig = (prefix: string) => {
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
  new Promise<number>((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

type Nginx = { port: number; test: () => { ok: boolean; output: string }; stop: () => void }
const running: ChildProcess[] = []
const tempDirs: string[] = []
afterAll(async () => {
  const exited = running
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)))
  running.forEach((child) => child.kill('SIGTERM'))
  await Promise.all(exited)
  tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
})

/** A folder nginx's worker (another user) can read, removed after the tests. */
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  tempDirs.push(dir)
  return dir
}

const configure = async (
  site: (port: number) => string,
): Promise<Nginx & { start: () => Promise<void> }> => {
  const prefix = tempDir('nginx-test-')
  for (const dir of ['logs', 'conf.d', 'sites-enabled']) fs.mkdirSync(path.join(prefix, dir))
  // Debian's module includes name their modules relative to the prefix.
  fs.symlinkSync('/usr/lib/nginx/modules', path.join(prefix, 'modules'))
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), stockConfig(prefix))
  const port = await freePort()
  fs.writeFileSync(path.join(prefix, 'conf.d', 'kulturhus.conf'), site(port))
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')]
  return {
    port,
    test: () => {
      const result = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
      return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
    },
    start: async () => {
      const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' })
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
    stop: () => running.forEach((child) => child.kill('SIGTERM')),
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
const get = (port: number, target: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })

const onSite = (port: number, location = '') =>
  new URL(location, `http://127.0.0.1:${port}/`).host === `127.0.0.1:${port}`

describe("the documented nginx configuration with the build's files", () => {
  let nginx: Awaited<ReturnType<typeof configure>>
  let security: { pages: Record<string, string> }
  const redirects = JSON.parse(
    fs.readFileSync(path.join(PROJECT, 'content/redirects.json'), 'utf8'),
  )

  beforeAll(async () => {
    security = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'security-headers.json'), 'utf8'))
    nginx = await configure((port) => readmeSite(port))
    await nginx.start()
  })

  it('passes nginx -t on the stock nginx.conf', () => {
    const { ok, output } = nginx.test()
    expect(output).toMatch(/test is successful/)
    expect(ok).toBe(true)
  })

  it.each(['/', '/kino', '/nyheter', '/article/info-om-cookies'])(
    'serves %s with its own CSP and the security headers',
    async (route) => {
      const res = await get(nginx.port, route)
      expect(res.status).toBe(200)
      expect(res.headers['content-security-policy']).toBe(security.pages[route])
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    },
  )

  it('answers an unknown path with the not-found page and status 404', async () => {
    const res = await get(nginx.port, '/finnes-ikke')
    expect(res.status).toBe(404)
    expect(res.headers['content-security-policy']).toBe(security.pages['/404.html'])
  })

  it("keeps the build's own files from visitors", async () => {
    for (const file of [
      'webpack.stats.json',
      'chunk-map.json',
      'security-headers.json',
      'serve.json',
      'build-info.json',
    ]) {
      expect(fs.existsSync(path.join(PUBLIC, file))).toBe(true)
      expect((await get(nginx.port, `/${file}`)).status).toBe(404)
    }
  })

  it('serves the calendars as text/calendar, a subscription for a short time, and the feeds', async () => {
    const subscription = await get(nginx.port, '/kalender/abonner/program.ics')
    expect(subscription.status).toBe(200)
    expect(subscription.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(subscription.headers['cache-control']).toBe('max-age=900')
    expect(subscription.headers['content-security-policy']).toBeDefined()
    expect(subscription.body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const showing = fs.readdirSync(path.join(PUBLIC, 'kalender')).find((f) => f.endsWith('.ics'))!
    const one = await get(nginx.port, `/kalender/${showing}`)
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(one.headers['cache-control']).toBeUndefined()
    const feed = await get(nginx.port, '/rss.xml')
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect((await get(nginx.port, '/sitemap-index.xml')).headers['content-type']).toBe('text/xml')
    expect((await get(nginx.port, '/robots.txt')).body).toMatch(/^User-agent: \*/)
    expect((await get(nginx.port, '/kalender/abonner/finnes-ikke.ics')).status).toBe(404)
  })

  it('answers every redirect record', async () => {
    expect(redirects.length).toBeGreaterThan(0)
    for (const r of redirects) {
      const res = await get(nginx.port, r.from)
      expect(res.status).toBe(r.permanent ? 301 : 302)
      expect(res.headers.location).toBe(new URL(r.to, `http://127.0.0.1:${nginx.port}`).href)
    }
  })

  it.each([
    ['/kino/', '/kino'],
    ['/kino/?dag=2', '/kino?dag=2'],
    ['/%2Fevil.example/', '/%2Fevil.example'],
  ])('redirects %s to %s on this site', async (target, to) => {
    const res = await get(nginx.port, target)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`http://127.0.0.1:${nginx.port}${to}`)
  })

  it.each(['//evil.example/', '/\\evil.example/', '/.//evil.example/', '//evil.example//'])(
    'never sends %s off the site',
    async (target) => {
      const res = await get(nginx.port, target)
      expect(onSite(nginx.port, res.headers.location)).toBe(true)
    },
  )
})

describe('hostile records through the nginx generators', () => {
  const hostileRedirects = [
    { from: '/lekk', to: 'https://x.example/?c=$http_cookie', permanent: false },
    { from: '/lekk2', to: '/kino?$http_authorization${http_cookie}', permanent: false },
    { from: '/a$http_cookie', to: '/kino', permanent: false },
    {
      from: '/sitat"; add_header X-Injected 1; #',
      to: '/kino"; add_header X-Injected 2; #',
      permanent: false,
    },
  ]

  it('refuse a line break before nginx ever sees it', () => {
    expect(() =>
      nginxRedirects([{ from: '/a', to: '/b\r\nSet-Cookie: x=1', permanent: true }]),
    ).toThrow(/control character/)
  })

  it('cannot inject a header or expand a variable on a real nginx', async () => {
    const dir = tempDir('nginx-hostile-')
    fs.writeFileSync(path.join(dir, 'redirects.conf'), nginxRedirects(hostileRedirects))
    const nginx = await configure(
      (port) => `server {
        listen 127.0.0.1:${port};
        root ${dir};
        include ${dir}/redirects.conf;
      }`,
    )
    expect(nginx.test()).toMatchObject({ ok: true })
    await nginx.start()
    const secrets = { Cookie: 'session=HEMMELIG', Authorization: 'Bearer HEMMELIG' }
    const answers = await Promise.all(
      hostileRedirects.map((r) =>
        get(nginx.port, `/${encodeURIComponent(r.from.slice(1))}`, secrets),
      ),
    )
    for (const res of answers) {
      expect(res.status).toBe(302)
      expect(JSON.stringify(res.headers)).not.toContain('HEMMELIG')
      expect(res.headers['x-injected']).toBeUndefined()
    }
    expect(answers[0]!.headers.location).toBe('https://x.example/?c=%24http_cookie')
    nginx.stop()
  })

  it('size the CSP map for thousands of long paths, which stock nginx refuses', async () => {
    const pages = Array.from({ length: 6000 }, (_, i) => ({
      path: `/en-svaert-lang-norsk-filmtittel-med-undertittel-og-mer-${i}-DXM2026${String(i).padStart(4, '0')}`,
      html: `<script>side(${i})</script>`,
    }))
    const file = securityHeaderFile(pages, {
      partnerApis: [],
      ticketing: [],
      images: [],
      frames: [],
    })
    const dir = tempDir('nginx-map-')
    fs.writeFileSync(path.join(dir, 'map.conf'), nginxSecurity(file).map)
    const nginx = await configure(
      (port) => `include ${dir}/map.conf;
      server { listen 127.0.0.1:${port}; add_header Content-Security-Policy $kulturhus_csp always; }`,
    )
    const { ok, output } = nginx.test()
    expect(output).not.toMatch(/could not build|warn/)
    expect(ok).toBe(true)
  })
})
