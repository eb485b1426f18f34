// The one HTTP client. Every call to the partner back-end and the runtime API goes through
// an instance made here, so credentials, the anti-forgery header, authentication, deadlines
// and retries behave the same everywhere (SPEC section 7, "General HTTP behaviour").
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import axiosRetry from 'axios-retry'
import { isRead, retryAfterMs, retryDelayMs, shouldRetry } from './retry-policy'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The largest answer the call takes, in bytes: a larger one is stopped as it arrives,
     * before anything parses it (AnswerTooLarge). */
    maxAnswerBytes?: number
  }
}

/** An answer larger than its call takes: stopped while it arrived, never parsed. */
export class AnswerTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`Svaret var større enn ${Math.round(limitBytes / 1024)} KB og ble stoppet`)
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

export type ClientAuth =
  | { type: 'none' }
  | { type: 'basic'; username: string; password: string }
  | {
      type: 'bearer'
      /** The current token, or null when there is none yet. */
      getToken: () => string | null | Promise<string | null>
      /** Fetches a new token after a 401; the request is then retried once. */
      refreshToken: () => Promise<string>
    }

/** How long a call may take: a read's attempts each have attemptMs, and are retried while
 * totalMs lasts; a write has one attempt of totalMs. */
export type Deadline = { attemptMs: number; totalMs: number }

export type ClientOptions = {
  baseURL: string
  auth?: ClientAuth
  /** Milliseconds; 0 (the default) means no time-out. Ignored when a deadline is given. */
  timeout?: number
  /** A deadline per call, with safe retries of reads (see retry-policy.ts). */
  deadline?: Deadline
}

const encodeBasic = (username: string, password: string) =>
  typeof btoa === 'function'
    ? btoa(unescape(encodeURIComponent(`${username}:${password}`)))
    : Buffer.from(`${username}:${password}`).toString('base64')

type CallConfig = InternalAxiosRequestConfig & {
  _retried?: boolean
  /** When the whole call, retries included, must be over (on the monotonic clock). */
  _deadlineAt?: number
  /** The wait chosen before the next retry. */
  _nextDelay?: number
}

// Deadlines run on the monotonic clock: a device whose wall clock is set (or a test's
// fixed clock) must not stretch or cut a call's time.
const now = () => performance.now()

/** Stops an answer larger than the call's maxAnswerBytes as it arrives: from its stated
 * length or from what has come so far. A browser reads the whole of an answer before axios
 * sees any of it; a 30 MB answer parsed and checked on the main thread froze the page for
 * a minute and a half. (In Node, axios's own maxContentLength does the same.) */
const withAnswerLimit = (client: AxiosInstance) => {
  // The adapter reports a stopped answer as cancelled: it is the limit that stopped it.
  client.interceptors.response.use(undefined, (error: AxiosError) => {
    const reason = (error.config?.signal as AbortSignal | undefined)?.reason
    throw axios.isCancel(error) && reason instanceof AnswerTooLarge ? reason : error
  })
  client.interceptors.request.use((config) => {
    const limit = config.maxAnswerBytes
    if (!limit) return config
    const controller = new AbortController()
    config.signal?.addEventListener?.('abort', () => controller.abort())
    config.signal = controller.signal
    config.maxContentLength = limit
    const given = config.onDownloadProgress
    config.onDownloadProgress = (progress) => {
      if (progress.loaded > limit || (progress.total ?? 0) > limit)
        controller.abort(new AnswerTooLarge(limit))
      given?.(progress)
    }
    return config
  })
}

const withRetries = (client: AxiosInstance, { attemptMs, totalMs }: Deadline) => {
  client.interceptors.request.use((config: CallConfig) => {
    if (config._deadlineAt !== undefined) return config
    config._deadlineAt = now() + totalMs
    if (isRead(config.method)) config.timeout = attemptMs
    return config
  })
  axiosRetry(client, {
    retries: Number.MAX_SAFE_INTEGER, // the policy decides; see shouldRetry
    shouldResetTimeout: true,
    retryCondition: (error) => {
      const config = error.config as CallConfig | undefined
      if (!config || axios.isCancel(error)) return false
      const retriesDone = config['axios-retry']?.retryCount ?? 0
      const retryAfter = retryAfterMs(error.response?.headers['retry-after'], Date.now())
      const delay = retryDelayMs(retriesDone + 1, retryAfter)
      config._nextDelay = delay
      return shouldRetry({
        method: config.method ?? 'get',
        status: error.response?.status ?? null,
        retryAfter,
        retriesDone,
        msLeftAfterWait: (config._deadlineAt ?? Infinity) - now() - delay,
      })
    },
    retryDelay: (_n, error) => (error.config as CallConfig)?._nextDelay ?? 0,
    // The next attempt gets what is left of the call's deadline, at most one attempt's.
    onRetry: (_n, _error, requestConfig) => {
      const config = requestConfig as CallConfig
      const left = (config._deadlineAt ?? Infinity) - now() - (config._nextDelay ?? 0)
      config.timeout = Math.max(1, Math.min(attemptMs, left))
    },
  })
}

export const createApiClient = ({
  baseURL,
  auth = { type: 'none' },
  timeout = 0,
  deadline,
}: ClientOptions): AxiosInstance => {
  const client = axios.create({
    baseURL,
    timeout: deadline ? deadline.totalMs : timeout,
    // Member calls carry the partner's session cookie, and echo its anti-forgery cookie.
    // The API is on another origin, so axios must be told to echo it there too.
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    validateStatus: (status) => status >= 200 && status < 300,
  })

  client.interceptors.request.use(async (config) => {
    if (auth.type === 'basic')
      config.headers.set('Authorization', `Basic ${encodeBasic(auth.username, auth.password)}`)
    if (auth.type === 'bearer' && !config.headers.has('Authorization')) {
      const token = await auth.getToken()
      if (token) config.headers.set('Authorization', `Bearer ${token}`)
    }
    return config
  })

  withAnswerLimit(client)
  if (deadline) withRetries(client, deadline)

  if (auth.type === 'bearer') {
    client.interceptors.response.use(undefined, async (error: AxiosError) => {
      const config = error.config as CallConfig | undefined
      if (error.response?.status !== 401 || !config || config._retried) throw error
      config._retried = true
      const token = await auth.refreshToken()
      config.headers.set('Authorization', `Bearer ${token}`)
      return client.request(config)
    })
  }

  return client
}
