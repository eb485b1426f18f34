// SPEC sections 3 and 7: the member's tickets. The partner sends each ticket's poster and
// screen; the site shows them as the ticket's image and hall (sal).
import { settle } from '../../lib/api-error'
import { memberApi } from '../../lib/partner-client'
import type { Ticket } from './slice'

export const TICKETS_PAGE = { skip: 0, take: 10 }

/** A ticket as the partner sends it. */
export type TicketWire = Omit<Ticket, 'image' | 'sal'> & { poster?: string; screen?: string }

export const ticketFromWire = ({ poster, screen, ...ticket }: TicketWire): Ticket => ({
  ...ticket,
  image: poster ?? '',
  sal: screen ?? '',
})

export const fetchTickets = () =>
  settle(
    memberApi()
      .get<TicketWire[]>('tickets', { params: TICKETS_PAGE })
      .then(({ data }) => data.map(ticketFromWire)),
  )
