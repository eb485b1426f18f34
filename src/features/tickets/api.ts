// SPEC sections 3 and 7: the member's tickets. The partner sends each ticket's poster and
// screen; the site shows them as the ticket's image and hall (sal).
import { ANSWER_LIMITS } from '../../client/answer-limits'
import * as v from 'valibot'
import { settle } from '../../client/api-error'
import { checked } from '../../client/answer'
import { memberApi } from '../../client/partner-client'
import type { Ticket } from './slice'

export const TICKETS_PAGE = { skip: 0, take: 10 }

const text = v.string()
const TicketWire = v.object({
  movieId: text,
  movieTitle: text,
  notes: v.optional(text, ''),
  qrCode: v.pipe(text, v.nonEmpty()),
  qrUrl: v.optional(text, ''),
  startTime: text,
  expirationDate: text,
  poster: v.optional(text),
  screen: v.optional(text),
  seatsInfo: v.object({
    info: v.optional(text, ''),
    entries: v.array(v.object({ row: text, seats: v.array(text) })),
  }),
})

/** A ticket as the partner sends it. */
export type TicketWire = v.InferOutput<typeof TicketWire>

export const ticketFromWire = ({ poster, screen, ...ticket }: TicketWire): Ticket => ({
  ...ticket,
  image: poster ?? '',
  sal: screen ?? '',
})

export const fetchTickets = () =>
  settle(
    { call: 'GET tickets', session: true },
    memberApi()
      .get('tickets', { params: TICKETS_PAGE, maxAnswerBytes: ANSWER_LIMITS.tickets })
      .then(checked(v.array(TicketWire)))
      .then((tickets) => tickets.map(ticketFromWire)),
  )
