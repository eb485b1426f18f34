// The partner id (118 or 178) picks the back-end the member area talks to. Gatsby inlines
// GATSBY_-prefixed variables into the browser bundle at build time, so only public values
// (ids and base URLs, never credentials) may use that prefix.
export const PARTNER_IDS = [118, 178] as const
export type PartnerId = (typeof PARTNER_IDS)[number]

export type PartnerConfig = {
  partnerId: PartnerId
  apiBase: string
  runtimeApiBase: string
  /** The partner's ticketing system: the ticketing login and the checkout profile auth. */
  ticketingBase: string
}

type Env = Record<string, string | undefined>

const DEFAULT_BASE = 'http://localhost:8118'

export const partnerConfig = (env: Env): PartnerConfig => {
  const raw = env.GATSBY_PARTNER_ID ?? '118'
  const partnerId = Number(raw)
  if (!PARTNER_IDS.includes(partnerId as PartnerId)) {
    throw new Error(`GATSBY_PARTNER_ID must be 118 or 178, got "${raw}"`)
  }
  const apiBase = (
    env[`GATSBY_API_BASE_${partnerId}`] ?? `${DEFAULT_BASE}/partner/${partnerId}/api`
  ).replace(/\/$/, '')
  const ticketingBase = (
    env[`GATSBY_TICKETING_BASE_${partnerId}`] ?? `${DEFAULT_BASE}/ticketing/${partnerId}`
  ).replace(/\/$/, '')
  const runtimeApiBase = (env.GATSBY_RUNTIME_API_BASE ?? `${DEFAULT_BASE}/runtime`).replace(
    /\/$/,
    '',
  )
  return { partnerId: partnerId as PartnerId, apiBase, runtimeApiBase, ticketingBase }
}
