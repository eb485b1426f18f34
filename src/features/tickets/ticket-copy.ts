// The member's last-fetched tickets, kept on the device so that they (and their QR codes)
// can be shown at the cinema door without a network. They belong to the login session:
// kept per member, and removed on logout.
import { localStore } from '../../lib/local-storage'

import type { Ticket } from './slice'

export const TICKETS_KEY = 'cw-tickets'

type TicketCopy = { email: string; savedAt: number; items: Ticket[] }

export const saveTicketCopy = (email: string, items: Ticket[], now = Date.now()) => {
  try {
    localStore()?.setItem(TICKETS_KEY, JSON.stringify({ email, savedAt: now, items }))
  } catch {
    // full or disabled: the tickets are simply not available offline
  }
}

/** The copy for this member, or null (none, another member's, or unreadable). */
export const readTicketCopy = (email: string): TicketCopy | null => {
  try {
    const copy = JSON.parse(localStore()?.getItem(TICKETS_KEY) ?? 'null') as TicketCopy | null
    return copy && copy.email === email && Array.isArray(copy.items) ? copy : null
  } catch {
    return null
  }
}

export const clearTicketCopy = () => localStore()?.removeItem(TICKETS_KEY)
