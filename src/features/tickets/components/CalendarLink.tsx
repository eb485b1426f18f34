// A link that saves tickets as a calendar file, made here in the browser from the ticket
// data (so it works offline too). A data: address, because a download needs no server.
import { useMemo, type ReactNode } from 'react'
import { useVenue } from '../../../components/page-context/Venue'
import type { Ticket } from '../slice'
import { ticketsIcs } from '../ticket-calendar'

type Props = { tickets: Ticket[]; fileName: string; className?: string; children: ReactNode }

export const CalendarLink = ({ tickets, fileName, className, children }: Props) => {
  const venue = useVenue()
  const href = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(ticketsIcs(tickets, venue, Date.now()))}`,
    [tickets, venue],
  )
  return (
    <a href={href} download={fileName} className={className}>
      {children}
    </a>
  )
}
