// The one HTTP client. Every call to the partner back-end and the runtime API goes through
// an instance made here, so credentials, the anti-forgery header, authentication and error
// handling behave the same everywhere (SPEC section 7, "General HTTP behaviour").
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'

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

export type ClientOptions = {
  baseURL: string
  auth?: ClientAuth
  /** Milliseconds; 0 (the default) means no time-out. */
  timeout?: number
}

const encodeBasic = (username: string, password: string) =>
  typeof btoa === 'function'
    ? btoa(unescape(encodeURIComponent(`${username}:${password}`)))
    : Buffer.from(`${username}:${password}`).toString('base64')

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean }

export const createApiClient = ({
  baseURL,
  auth = { type: 'none' },
  timeout = 0,
}: ClientOptions): AxiosInstance => {
  const client = axios.create({
    baseURL,
    timeout,
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

  if (auth.type === 'bearer') {
    client.interceptors.response.use(undefined, async (error: AxiosError) => {
      const config = error.config as RetriableConfig | undefined
      if (error.response?.status !== 401 || !config || config._retried) throw error
      config._retried = true
      const token = await auth.refreshToken()
      config.headers.set('Authorization', `Bearer ${token}`)
      return client.request(config)
    })
  }

  return client
}
