import http_ from 'node:http'
import type { AddressInfo } from 'node:net'
import { http, HttpResponse, passthrough } from 'msw'
import { server, setupMswForTests } from '../../testing/msw-server'
import { AnswerTooLarge, createApiClient } from '../api-client'
import { partnerConfig } from '../partner'

setupMswForTests()

const BASE = 'http://partner.test/api'

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

/** Answers with what the request carried, so tests can look at it. */
const echo = (path: string) =>
  http.all(`${BASE}/${path}`, ({ request }) =>
    HttpResponse.json({
      authorization: request.headers.get('authorization'),
      xsrf: request.headers.get('x-xsrf-token'),
      credentials: request.credentials,
    }),
  )

describe('api client', () => {
  it('uses the API base of the configured partner', async () => {
    const seen: string[] = []
    server.use(
      http.get('http://localhost:8118/partner/:partner/api/tickets', ({ params }) => {
        seen.push(String(params.partner))
        return HttpResponse.json([])
      }),
    )
    for (const id of ['118', '178']) {
      await createApiClient({ baseURL: partnerConfig({ GATSBY_PARTNER_ID: id }).apiBase }).get(
        'tickets',
      )
    }
    expect(seen).toEqual(['118', '178'])
  })

  it('sends credentials with cookies', async () => {
    server.use(echo('me'))
    const { data } = await createApiClient({ baseURL: BASE }).get('me')
    expect(data.credentials).toBe('include')
  })

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN', async () => {
    server.use(echo('login'))
    document.cookie = 'XSRF-TOKEN=abc%3D123'
    const { data } = await createApiClient({ baseURL: BASE }).post('login', {})
    expect(data.xsrf).toBe('abc=123')
  })

  it('sends no XSRF header when there is no cookie', async () => {
    server.use(echo('login'))
    const { data } = await createApiClient({ baseURL: BASE }).post('login', {})
    expect(data.xsrf).toBeNull()
  })

  it('authenticates with basic auth', async () => {
    server.use(echo('sites'))
    const client = createApiClient({
      baseURL: BASE,
      auth: { type: 'basic', username: 'kino', password: 'hemmelig' },
    })
    const { data } = await client.get('sites')
    expect(data.authorization).toBe(`Basic ${Buffer.from('kino:hemmelig').toString('base64')}`)
  })

  describe('bearer auth', () => {
    const bearer = (tokens: string[]) => {
      const refreshToken = jest.fn(async () => tokens.shift() ?? 'none')
      return {
        refreshToken,
        auth: { type: 'bearer' as const, getToken: () => 'old', refreshToken },
      }
    }

    it('refreshes the token once on a 401 and retries the request once', async () => {
      server.use(
        http.get(`${BASE}/blocks`, ({ request }) =>
          request.headers.get('authorization') === 'Bearer fresh'
            ? HttpResponse.json({ ok: true })
            : new HttpResponse(null, { status: 401 }),
        ),
      )
      const { auth, refreshToken } = bearer(['fresh'])
      const { data } = await createApiClient({ baseURL: BASE, auth }).get('blocks')
      expect(data).toEqual({ ok: true })
      expect(refreshToken).toHaveBeenCalledTimes(1)
    })

    it('raises the error when the retry is refused too', async () => {
      let calls = 0
      server.use(
        http.get(`${BASE}/blocks`, () => {
          calls += 1
          return new HttpResponse(null, { status: 401 })
        }),
      )
      const { auth, refreshToken } = bearer(['still-wrong', 'never-used'])
      await expect(createApiClient({ baseURL: BASE, auth }).get('blocks')).rejects.toMatchObject({
        response: { status: 401 },
      })
      expect(refreshToken).toHaveBeenCalledTimes(1)
      expect(calls).toBe(2)
    })
  })

  it.each([204, 299])('treats status %i as success', async (status) => {
    server.use(http.get(`${BASE}/ok`, () => new HttpResponse(null, { status })))
    await expect(createApiClient({ baseURL: BASE }).get('ok')).resolves.toMatchObject({ status })
  })

  it.each([199, 300, 404, 500])('treats status %i as failure', async (status) => {
    server.use(http.get(`${BASE}/fail`, () => HttpResponse.json({ message: 'Nei' }, { status })))
    await expect(createApiClient({ baseURL: BASE }).get('fail')).rejects.toMatchObject({
      response: { status },
    })
  })

  it('has no time-out by default', () => {
    expect(createApiClient({ baseURL: BASE }).defaults.timeout).toBe(0)
  })

  it("reads 'timeout of {n}ms exceeded' when a time-out is set and passed", async () => {
    // msw's stand-in request does not keep time, so this one goes to a real, slow server.
    // eslint-disable-next-line no-restricted-globals -- the slow server the test plays
    const slow = http_.createServer((_req, res) => setTimeout(() => res.end('{}'), 500))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const { port } = slow.address() as AddressInfo
    server.use(http.all(`http://127.0.0.1:${port}/slow`, () => passthrough()))
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}`, timeout: 50 })
    await expect(client.get('slow')).rejects.toThrow('timeout of 50ms exceeded')
    slow.closeAllConnections()
    await new Promise((resolve) => slow.close(resolve))
  })

  it("reads 'Network Error' when the server cannot be reached", async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()))
    await expect(createApiClient({ baseURL: BASE }).get('down')).rejects.toThrow('Network Error')
  })
})

describe('an answer larger than its call takes', () => {
  const big = (bytes: number) => JSON.stringify([{ film: 'x'.repeat(bytes) }])

  it('is stopped, unread, as an AnswerTooLarge that names the limit', async () => {
    server.use(
      http.get(`${BASE}/tickets`, () =>
        HttpResponse.text(big(2 * 1024 * 1024), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    const client = createApiClient({ baseURL: BASE, deadline: { attemptMs: 2000, totalMs: 4000 } })
    const failure = await client.get('tickets', { maxAnswerBytes: 64 * 1024 }).catch((e) => e)
    expect(failure).toBeInstanceOf(AnswerTooLarge)
    expect(failure.message).toBe('Svaret var større enn 64 KB og ble stoppet')
  })

  it('is not tried again, and one within the limit is read as usual', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}/tickets`, ({ request }) => {
        calls++
        const bytes = new URL(request.url).searchParams.get('big') ? 200_000 : 1000
        return HttpResponse.text(big(bytes), { headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const client = createApiClient({ baseURL: BASE, deadline: { attemptMs: 2000, totalMs: 4000 } })
    await expect(
      client.get('tickets', { params: { big: 1 }, maxAnswerBytes: 64 * 1024 }),
    ).rejects.toBeInstanceOf(AnswerTooLarge)
    expect(calls).toBe(1)
    const { data } = await client.get('tickets', { maxAnswerBytes: 64 * 1024 })
    expect(data[0].film).toHaveLength(1000)
  })
})
