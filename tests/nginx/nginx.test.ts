/** @jest-environment node */
// The nginx files of ops/nginx/, proven on a real nginx (Debian's nginx-light) on Debian's
// stock nginx.conf, with only paths, the certificate and ports put in for the test's: they
// pass `nginx -t`, serve the build over HTTPS with its redirects (the maps the rebuild hook
// writes from the release) and each page with the policy it carries, keep every redirect
// on the site, never send the build's own files under any name, and no hostile redirect
// record can add a header or expand an nginx variable.
// Runs after the test builds (npm run build:test): it serves public/.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { MIN_BYTES } from '../../src/pipeline/compress/precompress'
import redirectMaps from '../../rebuild-hook/releases/redirect-maps.js'
import reservedPaths from '../../src/contract/reserved-paths.js'
import { CACHE_POLICY, cacheControlFor } from '../../src/contract/cache-policy.js'
import {
  FENCE_POLICY,
  HEADER_ONLY_POLICY,
  inlineScriptHashes,
  metaPolicy,
} from '../../src/pipeline/outputs/security-headers'
import {
  configureOps,
  get,
  pagePolicy,
  PROJECT,
  serveDocumented,
  stopAll,
  tempDir,
} from '../../scripts/nginx-site'

const PUBLIC = path.join(PROJECT, 'public')

afterAll(stopAll)

const onSite = (port: number, location = '') =>
  new URL(location, `https://127.0.0.1:${port}/`).host === `127.0.0.1:${port}`

describe("the ops nginx files with the build's files", () => {
  let nginx: Awaited<ReturnType<typeof serveDocumented>>
  let security: { pages: Record<string, string> }
  const redirects = JSON.parse(
    fs.readFileSync(path.join(PROJECT, 'content/redirects.json'), 'utf8'),
  )

  beforeAll(async () => {
    security = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'security-headers.json'), 'utf8'))
    nginx = await serveDocumented(PUBLIC)
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

  it('answers an unknown English path with the English not-found page, status 404', async () => {
    const res = await get(nginx.port, '/en/finnes-ikke')
    expect(res.status).toBe(404)
    expect(res.body).toMatch(/<html[^>]* lang="en"/)
    expect(res.body).toContain('Page not found')
    expect(pagePolicy(res.body)).toBe(metaPolicy(security.pages['/en/404.html']!))
  })

  it.each([
    ['/en/arrangementer', '/en/events'],
    ['/en/billettinformasjon', '/en/tickets'],
  ])('leads the Norwegian address %s under /en to its English page %s', async (from, to) => {
    const res = await get(nginx.port, from)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`https://127.0.0.1:${nginx.port}${to}`)
  })

  it("keeps the build's own files from visitors under any name, and makes no copy of them", async () => {
    expect(reservedPaths.BUILD_OWN_FILES.length).toBe(5)
    for (const file of reservedPaths.BUILD_OWN_FILES) {
      expect(fs.existsSync(path.join(PUBLIC, file))).toBe(true)
      for (const suffix of ['', '.br', '.gz']) {
        expect(fs.existsSync(path.join(PUBLIC, file + suffix))).toBe(suffix === '')
        for (const accept of [BROWSER, {}])
          expect([file + suffix, (await get(nginx.port, file + suffix, accept)).status]).toEqual([
            file + suffix,
            404,
          ])
      }
    }
    // A copy a build of before left in a release is not sent either.
    const leftover = path.join(nginx.deployDir, 'left-over')
    fs.cpSync(PUBLIC, leftover, { recursive: true, dereference: true })
    fs.writeFileSync(path.join(leftover, 'webpack.stats.json.gz'), 'old copy')
    fs.rmSync(path.join(nginx.deployDir, 'current'))
    fs.symlinkSync(leftover, path.join(nginx.deployDir, 'current'))
    try {
      expect((await get(nginx.port, '/webpack.stats.json.gz')).status).toBe(404)
      expect((await get(nginx.port, '/.nginx/redirects.conf')).status).toBe(404)
    } finally {
      fs.rmSync(path.join(nginx.deployDir, 'current'))
      fs.symlinkSync(PUBLIC, path.join(nginx.deployDir, 'current'))
    }
  })

  it('serves the calendars as text/calendar, a subscription for a short time, and the feeds', async () => {
    const subscription = await get(nginx.port, '/kalender/abonner/program.ics')
    expect(subscription.status).toBe(200)
    expect(subscription.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(subscription.headers['cache-control']).toBe('public, max-age=900')
    expect(subscription.headers['content-security-policy']).toBeDefined()
    expect(subscription.body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const showing = fs.readdirSync(path.join(PUBLIC, 'kalender')).find((f) => f.endsWith('.ics'))!
    const one = await get(nginx.port, `/kalender/${showing}`)
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(one.headers['cache-control']).toBe(REVALIDATE)
    const feed = await get(nginx.port, '/rss.xml')
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect((await get(nginx.port, '/sitemap-index.xml')).headers['content-type']).toBe(
      'text/xml; charset=utf-8',
    )
    expect((await get(nginx.port, '/robots.txt')).body).toMatch(/^User-agent: \*/)
    const security = await get(nginx.port, '/.well-known/security.txt')
    expect(security.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(security.body).toMatch(/^Contact: mailto:/m)
    expect(security.body).toMatch(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m)
    expect((await get(nginx.port, '/kalender/abonner/finnes-ikke.ics')).status).toBe(404)
  })

  it('answers every redirect record', async () => {
    expect(redirects.length).toBeGreaterThan(0)
    for (const r of redirects) {
      const res = await get(nginx.port, r.from)
      expect(res.status).toBe(r.permanent ? 301 : 302)
      expect(res.headers.location).toBe(new URL(r.to, `https://127.0.0.1:${nginx.port}`).href)
    }
  })

  it.each([
    ['/kino/', '/kino'],
    ['/kino/?dag=2', '/kino?dag=2'],
    // The English front page, as a visitor types it.
    ['/en/', '/en'],
    ['/%2Fevil.example/', '/%2Fevil.example'],
  ])('redirects %s to %s on this site', async (target, to) => {
    const res = await get(nginx.port, target)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`https://127.0.0.1:${nginx.port}${to}`)
  })

  it.each(['//evil.example/', '/\\evil.example/', '/.//evil.example/', '//evil.example//'])(
    'never sends %s off the site',
    async (target) => {
      const res = await get(nginx.port, target)
      expect(onSite(nginx.port, res.headers.location)).toBe(true)
    },
  )
})

const REVALIDATE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const FIXED_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}

/** One file of each kind the build writes: [kind, path asked for, file, cache rule]. */
const kindsOfFile = () => {
  const first = (dir: string, pattern: RegExp) =>
    fs.readdirSync(path.join(PUBLIC, dir)).find((f) => pattern.test(f))!
  const bundle = first('', /^app-[0-9a-f]{20}\.js$/)
  const chunk = first('', /^\d+-[0-9a-f]{20}\.js$/)
  const picture = first('static/img', /\.avif$/)
  const showing = first('kalender', /\.ics$/)
  return [
    ['a page', '/kino', 'kino/index.html', REVALIDATE],
    ['the front page', '/', 'index.html', REVALIDATE],
    ['page data', '/page-data/kino/page-data.json', 'page-data/kino/page-data.json', REVALIDATE],
    ['app data', '/page-data/app-data.json', 'page-data/app-data.json', REVALIDATE],
    ['the service worker', '/sw.js', 'sw.js', REVALIDATE],
    ['the news feed', '/rss.xml', 'rss.xml', REVALIDATE],
    ['the sitemap', '/sitemap-0.xml', 'sitemap-0.xml', REVALIDATE],
    ['robots.txt', '/robots.txt', 'robots.txt', REVALIDATE],
    ['security.txt', '/.well-known/security.txt', '.well-known/security.txt', REVALIDATE],
    ['the search index', '/search-index.json', 'search-index.json', REVALIDATE],
    [
      'a subscribed calendar',
      '/kalender/abonner/program.ics',
      'kalender/abonner/program.ics',
      'public, max-age=900',
    ],
    ["a showing's calendar file", `/kalender/${showing}`, `kalender/${showing}`, REVALIDATE],
    ['the app bundle', `/${bundle}`, bundle, IMMUTABLE],
    ['an on-demand chunk', `/${chunk}`, chunk, IMMUTABLE],
    [
      'a picture named by its content',
      `/static/img/${picture}`,
      `static/img/${picture}`,
      IMMUTABLE,
    ],
    ['a picture under its own name', '/favicon.svg', 'favicon.svg', REVALIDATE],
  ] as const
}

describe('what the ops nginx files send of each kind of file', () => {
  let nginx: Awaited<ReturnType<typeof serveDocumented>>
  beforeAll(async () => {
    nginx = await serveDocumented(PUBLIC)
  })

  it.each(kindsOfFile())('%s (%s): its cache rule', async (_kind, target, _file, rule) => {
    const res = await get(nginx.port, target, BROWSER)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe(rule)
    // The local server takes the same rule from the same table.
    expect(cacheControlFor(target)).toBe(rule)
  })

  it("holds the cache policy's table as its map, entry by entry and in its order", () => {
    const conf = fs.readFileSync(path.join(PROJECT, 'ops/nginx/kulturhus.conf'), 'utf8')
    const map = /map \$uri \$kulturhus_cache_control \{\n([\s\S]*?)\n\}/.exec(conf)![1]!
    const entries = map
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => /^("?)(\S+)\1\s+"([^"]+)";$/.exec(line)!)
      .map(([, , key, value]) => [key!.replace(/^~/, ''), value])
    expect(entries).toEqual([
      ['default', CACHE_POLICY.default.value],
      ...CACHE_POLICY.rules.map((rule) => [rule.pattern, rule.value]),
    ])
  })

  const textKinds = kindsOfFile().filter(([, , file]) => !/\.(avif|jpg|webp|png)$/.test(file))
  const sizeOf = (file: string) => fs.statSync(path.join(PUBLIC, file)).size
  it.each(textKinds.filter(([, , file]) => sizeOf(file) >= MIN_BYTES))(
    '%s (%s): the brotli and the gzip copy the build made, byte for byte, varying by encoding',
    async (_kind, target, file) => {
      const raw = fs.readFileSync(path.join(PUBLIC, file))
      for (const [accept, encoding, suffix] of [
        [BROWSER['Accept-Encoding'], 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ] as const) {
        const res = await get(nginx.port, target, { 'Accept-Encoding': accept })
        expect(res.headers['content-encoding']).toBe(encoding)
        expect(res.headers.vary).toMatch(/Accept-Encoding/)
        expect(res.bytes.equals(fs.readFileSync(path.join(PUBLIC, file + suffix)))).toBe(true)
      }
      const decoded = zlib.brotliDecompressSync((await get(nginx.port, target, BROWSER)).bytes)
      expect(decoded.equals(raw)).toBe(true)
      const plain = await get(nginx.port, target)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.bytes.equals(raw)).toBe(true)
    },
  )

  const smallKinds = textKinds.filter(([, , file]) => sizeOf(file) < MIN_BYTES)
  it('has text files under the size the build compresses from among those above', () => {
    expect(smallKinds.map(([kind]) => kind)).toEqual(
      expect.arrayContaining(['app data', 'robots.txt', "a showing's calendar file"]),
    )
  })
  it.each(smallKinds)(
    '%s (%s): as it is, since the build made no copies of so few bytes',
    async (_kind, target, file) => {
      const res = await get(nginx.port, target, BROWSER)
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.bytes.equals(fs.readFileSync(path.join(PUBLIC, file)))).toBe(true)
    },
  )

  it('sends the not-found page compressed, with status 404 and its cache rule', async () => {
    const res = await get(nginx.port, '/finnes-ikke', BROWSER)
    expect(res.status).toBe(404)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe(REVALIDATE)
  })

  it('keeps the fixed security headers on every kind of answer', async () => {
    const redirect = JSON.parse(
      fs.readFileSync(path.join(PROJECT, 'content/redirects.json'), 'utf8'),
    )[0].from
    const page = await get(nginx.port, '/kino', BROWSER)
    const answers = [
      ...(await Promise.all(kindsOfFile().map(([, target]) => get(nginx.port, target, BROWSER)))),
      await get(nginx.port, '/finnes-ikke', BROWSER),
      await get(nginx.port, '/kino/'),
      await get(nginx.port, redirect),
      await get(nginx.port, '/webpack.stats.json'),
      await get(nginx.port, '/kino', { ...BROWSER, 'If-None-Match': page.headers.etag! }),
    ]
    expect(answers.map((a) => a.status)).toEqual(expect.arrayContaining([200, 404, 301, 304]))
    for (const answer of answers) expect(answer.headers).toMatchObject(FIXED_HEADERS)
  })

  it('fences every answer that is not a page: nothing in it may load or run', async () => {
    const answers = await Promise.all(
      kindsOfFile().map(async ([kind, target]) => ({
        kind,
        ...(await get(nginx.port, target, BROWSER)),
      })),
    )
    const typed = (pattern: RegExp) =>
      answers.filter((a) => pattern.test(a.headers['content-type'] ?? ''))
    const pages = typed(/^text\/html/)
    const scripts = typed(/javascript/)
    const others = typed(/^(?!text\/html|application\/javascript)/)
    expect(pages.map((a) => a.kind)).toEqual(['a page', 'the front page'])
    // A script's policy would apply only to a worker: the service worker needs its own
    // origin's scripts and files, so scripts get none.
    expect(scripts.map((a) => a.kind)).toEqual([
      'the service worker',
      'the app bundle',
      'an on-demand chunk',
    ])
    for (const script of scripts) expect(script.headers['content-security-policy']).toBeUndefined()
    for (const page of pages)
      expect(page.headers['content-security-policy']).toBe(HEADER_ONLY_POLICY)
    expect(others.length).toBe(11)
    for (const other of others)
      expect([other.kind, other.headers['content-security-policy']]).toEqual([
        other.kind,
        FENCE_POLICY,
      ])
  })
})

describe('a revalidated answer', () => {
  let nginx: Awaited<ReturnType<typeof serveDocumented>>
  beforeAll(async () => {
    nginx = await serveDocumented(PUBLIC)
  })

  // A browser stores a 304's headers over the kept answer's: a policy on the 304 replaces
  // the page's, and the fence's sandbox would leave a regular's page without styles,
  // pictures or scripts.
  it.each(kindsOfFile())('%s (%s): a 304 sends no policy of its own', async (_kind, target) => {
    const first = await get(nginx.port, target, BROWSER)
    const again = await get(nginx.port, target, {
      ...BROWSER,
      'If-None-Match': first.headers.etag!,
    })
    expect(again.status).toBe(304)
    expect(again.headers['content-security-policy']).toBeUndefined()
  })
})

describe('hostile redirect records through the maps the hook writes', () => {
  const hostileRedirects = [
    { from: '/lekk', to: 'https://x.example/?c=$http_cookie', status: 302 },
    { from: '/lekk2', to: '/kino?$http_authorization${http_cookie}', status: 302 },
    { from: '/a$http_cookie', to: '/kino', status: 302 },
    {
      from: '/sitat"; add_header X-Injected 1; #',
      to: '/kino"; add_header X-Injected 2; #',
      status: 302,
    },
    { from: '/b\\"; include /etc/passwd; #', to: '/kino', status: 301 },
  ] as const

  it('refuse a line break before nginx ever sees it', () => {
    expect(() =>
      redirectMaps.mapTexts([{ from: '/a', to: '/b\r\nSet-Cookie: x=1', status: 301 }]),
    ).toThrow(/control character/)
  })

  it('cannot inject a header or expand a variable on a real nginx with the ops files', async () => {
    const deployDir = tempDir('nginx-hostile-')
    fs.mkdirSync(path.join(deployDir, 'current'))
    fs.writeFileSync(path.join(deployDir, 'current', '404.html'), 'Fant ikke')
    redirectMaps.writeMaps(path.join(deployDir, 'nginx'), [...hostileRedirects])
    const nginx = await configureOps({ deployDir })
    expect(nginx.test()).toMatchObject({ ok: true })
    await nginx.start()
    const secrets = { Cookie: 'session=HEMMELIG', Authorization: 'Bearer HEMMELIG' }
    const answers = await Promise.all(
      hostileRedirects.map((r) =>
        get(nginx.port, `/${encodeURIComponent(r.from.slice(1))}`, secrets),
      ),
    )
    for (const [i, res] of answers.entries()) {
      expect([i, res.status]).toEqual([i, hostileRedirects[i]!.status])
      expect(JSON.stringify(res.headers)).not.toContain('HEMMELIG')
      expect(res.headers['x-injected']).toBeUndefined()
    }
    expect(answers[0]!.headers.location).toBe('https://x.example/?c=%24http_cookie')
    await nginx.stop()
  })
})

describe('the publish page on its own origin', () => {
  it('is proxied to the hook with the visitor as the proxy sees them, and never cached', async () => {
    const seen: Record<string, string | undefined>[] = []
    const hook = http.createServer((req, res) => {
      seen.push({ url: req.url, ...req.headers })
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.end('publisering')
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const deployDir = tempDir('nginx-publish-')
    fs.mkdirSync(path.join(deployDir, 'current'))
    const nginx = await configureOps({
      deployDir,
      hookPort: (hook.address() as { port: number }).port,
    })
    await nginx.start()
    try {
      const host = 'publisering.kino.gjovik.example'
      const res = await get(nginx.port, '/publisering', { 'X-Forwarded-For': '6.6.6.6' }, { host })
      expect(res.body).toBe('publisering')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(seen[0]).toMatchObject({
        url: '/publisering',
        host: `${host}:${nginx.port}`,
        'x-forwarded-host': `${host}:${nginx.port}`,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '127.0.0.1',
      })
      // The public site does not serve it; an old bookmark goes to its origin.
      const old = await get(nginx.port, '/publisering/logg-inn')
      expect(old.status).toBe(301)
      expect(old.headers.location).toBe(`https://${host}/publisering/logg-inn`)
      expect(seen.length).toBe(1)
      // Past the rate, logins get nginx's own Norwegian answer.
      const answers = []
      for (let i = 0; i < 12; i++)
        answers.push(await get(nginx.port, '/publisering/logg-inn', {}, { host }))
      const limited = answers.filter((a) => a.status === 429)
      expect(limited.length).toBeGreaterThan(0)
      expect(limited[0]!.body).toMatch(/For mange forsøk på å logge inn/)
      expect(limited[0]!.headers['cache-control']).toBe('no-store')
    } finally {
      await nginx.stop()
      await new Promise((resolve) => hook.close(resolve))
    }
  })
})
