// SPEC section 7: live events from the runtime API, site-scoped, ids joined by commas.
import { settle } from '../../lib/api-error'
import { configuredPartner } from '../../lib/configured-partner'
import { runtimeApi } from '../../lib/partner-client'
import type { LiveEvent } from './slice'

export const fetchEvents = (ids: string[]) =>
  settle(
    runtimeApi()
      .get<LiveEvent[]>(`sites/${configuredPartner().partnerId}/events`, {
        params: { ids: ids.join(',') },
      })
      .then(({ data }) => data),
  )
