// The member's last-fetched tickets, kept on the device so that they (and their QR codes)
// can be shown at the cinema door without a network (client/member-copy.ts).
import { clearMemberCopy, readMemberCopy, saveMemberCopy } from '../../client/member-copy'
import type { Ticket } from './slice'

export const TICKETS_KEY = 'cw-tickets'

export const saveTicketCopy = (email: string, items: Ticket[], now = Date.now()) =>
  saveMemberCopy(TICKETS_KEY, email, items, now)

export const readTicketCopy = (email: string) => readMemberCopy<Ticket>(TICKETS_KEY, email)

export const clearTicketCopy = () => clearMemberCopy(TICKETS_KEY)
