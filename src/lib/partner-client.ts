// The configured partner's API clients. Gatsby replaces process.env.GATSBY_* in the
// browser bundle only where each name is written out, hence the explicit list.
import type { AxiosInstance } from 'axios'
import { createApiClient } from './api-client'
import { partnerConfig, type PartnerConfig } from './partner'

export const configuredPartner = (): PartnerConfig =>
  partnerConfig({
    GATSBY_PARTNER_ID: process.env.GATSBY_PARTNER_ID,
    GATSBY_API_BASE_118: process.env.GATSBY_API_BASE_118,
    GATSBY_API_BASE_178: process.env.GATSBY_API_BASE_178,
    GATSBY_RUNTIME_API_BASE: process.env.GATSBY_RUNTIME_API_BASE,
    GATSBY_TICKETING_BASE_118: process.env.GATSBY_TICKETING_BASE_118,
    GATSBY_TICKETING_BASE_178: process.env.GATSBY_TICKETING_BASE_178,
  })

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
