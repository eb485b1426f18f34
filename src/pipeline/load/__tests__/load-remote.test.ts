/** @jest-environment node */
import { http, HttpResponse, delay } from 'msw'
import path from 'node:path'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { buildSite } from '../../build-site'
import { contentSourceFromEnv, type RemoteConfig } from '../content-source'
import { loadLocalContent } from '../load-local'
import { loadRemoteContent } from '../load-remote'

setupMswForTests()

const local = loadLocalContent(path.resolve(__dirname, '../../../../content'))
const SITE = (local.site.data as { id: string }).id
const config: RemoteConfig = {
  siteId: SITE,
  managementApi: 'https://mgmt.test/v1',
  tokenUrl: 'https://id.test/token',
  clientId: 'client',
  clientSecret: 'secret-123',
  platformApi: 'https://platform.test/api',
  platformUser: 'builder',
  platformPassword: 'platform-pw',
  timeoutMs: 300,
  drafts: false,
}

type Seen = { tokens: number; auth: string[]; stable: (string | null)[] }

const apis = (
  seen: Seen = { tokens: 0, auth: [], stable: [] },
  { validTokens = ['t1', 't2'] } = {},
) => {
  server.use(
    http.post('https://id.test/token', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>
      if (body.client_secret !== 'secret-123') return HttpResponse.json({}, { status: 401 })
      seen.tokens += 1
      return HttpResponse.json({ access_token: `t${seen.tokens}`, expires_in: 3600 })
    }),
    http.get('https://mgmt.test/v1/sites/:site/:what', ({ request, params }) => {
      const auth = request.headers.get('authorization') ?? ''
      seen.auth.push(auth)
      seen.stable.push(new URL(request.url).searchParams.get('stable'))
      if (!validTokens.some((t) => auth === `Bearer ${t}`))
        return new HttpResponse(null, { status: 401 })
      return params.what === 'blocks'
        ? HttpResponse.json({
            site: local.site.data,
            menus: local.menus.data,
            footer: local.footer.data,
            redirects: local.redirects.data,
            pages: local.pages.map((p) => p.data),
          })
        : HttpResponse.json(local.articles.map((a) => a.data))
    }),
    http.get('https://platform.test/api/sites', ({ request }) => {
      seen.auth.push(request.headers.get('authorization') ?? '')
      return HttpResponse.json([{ id: SITE }])
    }),
    http.get('https://platform.test/api/sites/:site/events', () =>
      HttpResponse.json({
        productions: local.productions.data,
        events: local.events.data,
        prices: local.prices?.data,
      }),
    ),
  )
  return seen
}

describe('remote content', () => {
  it('gives the same site as the local content', async () => {
    const seen = apis()
    const remote = await loadRemoteContent(config)
    const planned = (raw: typeof local) => buildSite(raw).routes.map((r) => [r.path, r.blocks])
    expect(planned(remote)).toEqual(planned(local))
    expect(seen.stable).toEqual(['1', '1'])
    expect(seen.auth).toContain(`Basic ${Buffer.from('builder:platform-pw').toString('base64')}`)
    expect(seen.auth).toContain('Bearer t1')
  })

  it('refreshes the bearer token once on a 401, then retries', async () => {
    const seen = apis(undefined, { validTokens: ['t2', 't3'] })
    await loadRemoteContent(config)
    expect(seen.tokens).toBeGreaterThanOrEqual(2)
    expect(seen.auth.filter((a) => a === 'Bearer t1').length).toBeGreaterThan(0)
  })

  it('fails clearly when the token is refused again after the refresh', async () => {
    apis(undefined, { validTokens: [] })
    await expect(loadRemoteContent(config)).rejects.toThrow(
      'Management API GET sites/site-gjovik-kulturhus/blocks failed: answered 401',
    )
  })

  it('fails clearly on wrong client credentials', async () => {
    apis()
    await expect(loadRemoteContent({ ...config, clientSecret: 'wrong' })).rejects.toThrow(
      'Token cache POST https://id.test/token failed: answered 401',
    )
  })

  it.each([
    ['an error status', () => new HttpResponse('oops', { status: 502 }), 'failed: answered 502'],
    ['garbage', () => new HttpResponse('<html>maintenance</html>'), 'did not answer JSON'],
    [
      'the wrong shape',
      () => HttpResponse.json({ items: [] }),
      'answered something else than an object with productions and events',
    ],
    [
      'nothing in time',
      async () => {
        await delay(1000)
        return HttpResponse.json({})
      },
      'failed: timed out',
    ],
  ])('stops the build when the platform API answers %s', async (_what, answer, message) => {
    apis()
    server.use(http.get('https://platform.test/api/sites/:site/events', answer))
    await expect(loadRemoteContent(config)).rejects.toThrow(message)
  })

  it('names the record and field of a bad remote record, as for a local file', async () => {
    apis()
    const remote = await loadRemoteContent(config)
    ;(remote.articles[0]!.data as { slug: unknown }).slug = 42
    expect(() => buildSite(remote)).toThrow(
      /management API sites\/site-gjovik-kulturhus\/articles \(article .+\): record ".+", field "slug"/,
    )
  })
})

describe('content source configuration', () => {
  it('is local by default, and remote only with every setting', () => {
    expect(contentSourceFromEnv({})).toEqual({ kind: 'local', dir: 'content' })
    expect(() => contentSourceFromEnv({ CONTENT_SOURCE: 'remote' })).toThrow(
      /needs CONTENT_SITE_ID, /,
    )
    expect(() => contentSourceFromEnv({ CONTENT_SOURCE: 'cms' })).toThrow(/"local" or "remote"/)
  })

  it('reads the drafts only in a preview build, and a preview needs the CMS', async () => {
    const remoteEnv = {
      CONTENT_SOURCE: 'remote',
      CONTENT_SITE_ID: SITE,
      CONTENT_MANAGEMENT_API: config.managementApi,
      CONTENT_TOKEN_URL: config.tokenUrl,
      CONTENT_CLIENT_ID: config.clientId,
      CONTENT_CLIENT_SECRET: config.clientSecret,
      CONTENT_PLATFORM_API: config.platformApi,
      CONTENT_PLATFORM_USER: config.platformUser,
      CONTENT_PLATFORM_PASSWORD: config.platformPassword,
    }
    const preview = contentSourceFromEnv({ ...remoteEnv, SITE_PREVIEW: '1' })
    expect(preview).toMatchObject({ kind: 'remote', remote: { drafts: true } })
    expect(contentSourceFromEnv(remoteEnv)).toMatchObject({ remote: { drafts: false } })
    expect(() => contentSourceFromEnv({ SITE_PREVIEW: '1' })).toThrow(/CONTENT_SOURCE=remote/)
    const seen = apis()
    if (preview.kind === 'remote') await loadRemoteContent({ ...preview.remote, timeoutMs: 300 })
    expect(seen.stable).toEqual([null, null])
  })
})
