// The configured partner's API clients (one axios instance each, made on first use).
import type { AxiosInstance } from 'axios'
import { createApiClient } from './api-client'
import { configuredPartner } from './configured-partner'

let member: AxiosInstance | undefined
let runtime: AxiosInstance | undefined
let ticketing: AxiosInstance | undefined

/** The member API of the configured partner (credentials, XSRF echo). */
export const memberApi = () =>
  (member ??= createApiClient({ baseURL: configuredPartner().apiBase }))

/** The runtime API (live events). */
export const runtimeApi = () =>
  (runtime ??= createApiClient({ baseURL: configuredPartner().runtimeApiBase }))

/** The partner's ticketing system (its own session cookie, for the checkout). */
export const ticketingApi = () =>
  (ticketing ??= createApiClient({ baseURL: configuredPartner().ticketingBase }))
