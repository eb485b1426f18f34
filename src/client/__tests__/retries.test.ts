// The partner clients' deadlines and retries on a fake clock: a fake adapter answers each
// attempt as a struggling partner would, and keeps time with the fake timers.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { createApiClient } from '../../lib/api-client'
import { toApiError } from '../api-error'
import { MEMBER_DEADLINE } from '../partner-client'

type Answer = { status: number; headers?: Record<string, string> } | 'hang'

/** A partner that answers attempt n with answers[n] (the last one from then on). */
const partner = (answers: Answer[]) => {
  const attempts: { at: number; timeout: number | undefined }[] = []
  const start = Date.now()
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    attempts.push({ at: Date.now() - start, timeout: config.timeout })
    const answer = answers[Math.min(attempts.length - 1, answers.length - 1)]!
    if (answer === 'hang')
      return new Promise((_, reject) =>
        // eslint-disable-next-line no-restricted-globals -- axios's own deadline, played
        setTimeout(
          () =>
            reject(
              new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config),
            ),
          config.timeout,
        ),
      )
    const response = {
      status: answer.status,
      statusText: '',
      data: answer.status < 300 ? { ok: true } : '<html>fault</html>',
      headers: new AxiosHeaders(answer.headers ?? {}),
      config,
    }
    if (answer.status < 300) return Promise.resolve(response)
    return Promise.reject(
      new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      ),
    )
  }
  const client = createApiClient({ baseURL: 'http://partner.test/api', deadline: MEMBER_DEADLINE })
  client.defaults.adapter = adapter
  return { client, attempts }
}

/** Runs a call to its end on the fake clock; gives its outcome and when it came. */
const run = async (call: Promise<unknown>) => {
  const start = Date.now()
  let outcome: { ok: boolean; error?: unknown } | undefined
  call.then(
    () => (outcome = { ok: true }),
    (error) => (outcome = { ok: false, error }),
  )
  while (!outcome) await jest.advanceTimersByTimeAsync(50)
  return { ...outcome, after: Date.now() - start }
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.spyOn(Math, 'random').mockReturnValue(0.5)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('partner calls on a struggling partner', () => {
  it.each([408, 429, 500, 502, 503, 504])(
    'retry a read after %i twice, with growing jittered waits',
    async (status) => {
      const { client, attempts } = partner([{ status }, { status }, { status: 200 }])
      expect((await run(client.get('tickets'))).ok).toBe(true)
      expect(attempts.map((a) => a.at)).toEqual([0, 330, 990])
    },
  )

  it('gives up a read after two retries', async () => {
    const { client, attempts } = partner([{ status: 503 }])
    expect((await run(client.get('tickets'))).ok).toBe(false)
    expect(attempts).toHaveLength(3)
  })

  it.each([400, 401, 403, 404, 409])('never retries a read refused with %i', async (status) => {
    const { client, attempts } = partner([{ status }])
    expect((await run(client.get('tickets'))).ok).toBe(false)
    expect(attempts).toHaveLength(1)
  })

  it.each(['post'] as const)('never repeats a write (%s), whatever the fault', async (method) => {
    for (const answer of [{ status: 503 }, { status: 502 }, 'hang'] as Answer[]) {
      const { client, attempts } = partner([answer])
      expect((await run(client[method]('login', {}))).ok).toBe(false)
      expect(attempts).toHaveLength(1)
    }
  })

  it('gives a hanging write one attempt of ten seconds, so a button is free again by then', async () => {
    const { client, attempts } = partner(['hang'])
    const { ok, after, error } = await run(client.post('login', {}))
    expect(ok).toBe(false)
    expect(after).toBeLessThanOrEqual(10_050)
    expect(attempts).toEqual([{ at: 0, timeout: 10_000 }])
    expect(toApiError(error, 'POST login').kind).toBe('timeout')
  })

  it('retries a hanging read within the same ten seconds', async () => {
    const { client, attempts } = partner(['hang'])
    const { ok, after, error } = await run(client.get('tickets'))
    expect(ok).toBe(false)
    expect(after).toBeLessThanOrEqual(10_050)
    expect(attempts.map((a) => a.at)).toEqual([0, 6_330])
    expect(attempts[1]!.timeout).toBe(10_000 - 6_330)
    expect(toApiError(error, 'GET tickets').kind).toBe('timeout')
  })

  it('waits as long as Retry-After asks, up to five seconds', async () => {
    const { client, attempts } = partner([
      { status: 503, headers: { 'retry-after': '2' } },
      { status: 200 },
    ])
    expect((await run(client.get('tickets'))).ok).toBe(true)
    expect(attempts.map((a) => a.at)).toEqual([0, 2_200])
  })

  it('does not wait out a longer Retry-After, and says how long the partner asked for', async () => {
    const { client, attempts } = partner([{ status: 503, headers: { 'retry-after': '30' } }])
    const { error } = await run(client.get('tickets'))
    expect(attempts).toHaveLength(1)
    expect(toApiError(error, 'GET tickets')).toMatchObject({
      kind: 'busy',
      status: 503,
      retryAfterSeconds: 30,
    })
  })
})
