// The configured partner's API clients (one axios instance each, made on first use), each
// with its deadline. A member call has about ten seconds: a read is tried for six, then
// again while the ten last; a write (login, sign-up, add) has one attempt of ten, so a
// form's button is never busy for longer. Live data a page can do without (seats, events)
// gets five seconds in all.
import type { AxiosInstance } from 'axios'
import { createApiClient, type Deadline } from '../lib/api-client'
import { configuredPartner } from './configured-partner'

export const MEMBER_DEADLINE: Deadline = { attemptMs: 6_000, totalMs: 10_000 }
export const LIVE_DATA_DEADLINE: Deadline = { attemptMs: 2_500, totalMs: 5_000 }

let member: AxiosInstance | undefined
let runtime: AxiosInstance | undefined
let ticketing: AxiosInstance | undefined

/** The member API of the configured partner (credentials, XSRF echo). */
export const memberApi = () =>
  (member ??= createApiClient({
    baseURL: configuredPartner().apiBase,
    deadline: MEMBER_DEADLINE,
  }))

/** The runtime API (live events). */
export const runtimeApi = () =>
  (runtime ??= createApiClient({
    baseURL: configuredPartner().runtimeApiBase,
    deadline: LIVE_DATA_DEADLINE,
  }))

/** The partner's ticketing system (its own session cookie, for the checkout). */
export const ticketingApi = () =>
  (ticketing ??= createApiClient({
    baseURL: configuredPartner().ticketingBase,
    deadline: MEMBER_DEADLINE,
  }))
