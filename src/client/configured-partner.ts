// The partner this build is configured for. Gatsby replaces process.env.GATSBY_* in the
// browser bundle only where each name is written out, hence the explicit list. Kept apart
// from the API clients, so that code on every page (the checkout hand-over) can read the
// configuration without bringing axios into the first load.
import { partnerConfig, type PartnerConfig } from '../lib/partner'

export const configuredPartner = (): PartnerConfig =>
  partnerConfig({
    GATSBY_PARTNER_ID: process.env.GATSBY_PARTNER_ID,
    GATSBY_API_BASE_118: process.env.GATSBY_API_BASE_118,
    GATSBY_API_BASE_178: process.env.GATSBY_API_BASE_178,
    GATSBY_RUNTIME_API_BASE: process.env.GATSBY_RUNTIME_API_BASE,
    GATSBY_TICKETING_BASE_118: process.env.GATSBY_TICKETING_BASE_118,
    GATSBY_TICKETING_BASE_178: process.env.GATSBY_TICKETING_BASE_178,
  })
