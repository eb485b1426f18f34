import { settle } from '../../lib/api-error'
import { memberApi } from '../../lib/partner-client'
import type { Ticket } from './slice'

export const TICKETS_PAGE = { skip: 0, take: 10 }

export const fetchTickets = () =>
  settle(
    memberApi()
      .get<Ticket[]>('tickets', { params: TICKETS_PAGE })
      .then(({ data }) => data),
  )
