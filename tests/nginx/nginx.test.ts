/** @jest-environment node */
// The nginx block of docs/operations.md, proven on a real nginx (Debian's nginx-light) on
// Debian's stock nginx.conf: it passes `nginx -t`, serves the build with its redirects (from
// the release itself) and each page with the policy it carries, keeps every redirect on the
// site, and no hostile redirect record can add a header or expand an nginx variable.
// Runs after the test builds (npm run build:test): it serves public/.
import fs from 'node:fs'
import path from 'node:path'
import { nginxRedirects } from '../../src/pipeline/outputs/nginx-config'
import {
  HEADER_ONLY_POLICY,
  inlineScriptHashes,
  metaPolicy,
} from '../../src/pipeline/outputs/security-headers'
import { configure, get, pagePolicy, PROJECT, readmeSite, stopAll, tempDir } from './nginx-harness'

const PUBLIC = path.join(PROJECT, 'public')

afterAll(stopAll)

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
    nginx = await configure((port: number) => readmeSite(port, { root: PUBLIC }))
    await nginx.start()
  })

  it('passes nginx -t on the stock nginx.conf', () => {
    const { ok, output } = nginx.test()
    expect(output).toMatch(/test is successful/)
    expect(ok).toBe(true)
  })

  it.each(['/', '/kino', '/nyheter', '/article/info-om-cookies'])(
    'serves %s with the policy it carries, allowing exactly its own scripts, and the fixed headers',
    async (route) => {
      const res = await get(nginx.port, route)
      expect(res.status).toBe(200)
      expect(res.headers['content-security-policy']).toBe(HEADER_ONLY_POLICY)
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      const policy = pagePolicy(res.body)!
      expect(policy).toBe(metaPolicy(security.pages[route]!))
      const allowed = /script-src ([^;]*)/.exec(policy)![1]!.split(' ')
      expect(allowed.filter((s) => s.startsWith("'sha256-"))).toEqual(inlineScriptHashes(res.body))
    },
  )

  it('answers an unknown path with the not-found page, its policy and status 404', async () => {
    const res = await get(nginx.port, '/finnes-ikke')
    expect(res.status).toBe(404)
    expect(pagePolicy(res.body)).toBe(metaPolicy(security.pages['/404.html']!))
  })

  it("keeps the build's own files and the release's nginx redirects from visitors", async () => {
    for (const file of [
      'webpack.stats.json',
      'chunk-map.json',
      'security-headers.json',
      'serve.json',
      'build-info.json',
      '.nginx/redirects.conf',
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
})
