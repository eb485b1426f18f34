// SPEC section 7: live events from the runtime API, site-scoped, ids joined by commas.
import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { configuredPartner } from '../../client/configured-partner'
import { runtimeApi } from '../../client/partner-client'
import type { LiveEvent } from './slice'

/** The SPEC gives only the id; the stand-in's seatsLeft and status are shown when sent. */
const LiveEventsAnswer = v.array(
  v.looseObject({
    id: v.pipe(v.string(), v.nonEmpty()),
    seatsLeft: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    status: v.optional(v.string()),
  }),
)

export const fetchEvents = (ids: string[]) =>
  settle(
    { call: 'GET events' },
    runtimeApi()
      .get(`sites/${configuredPartner().partnerId}/events`, {
        params: { ids: ids.join(',') },
        maxAnswerBytes: ANSWER_LIMITS.events,
      })
      .then(checked(LiveEventsAnswer))
      .then((events): LiveEvent[] => events),
  )
