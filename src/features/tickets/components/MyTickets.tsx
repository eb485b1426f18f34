// The member's tickets on min side. A refresh that fails keeps the last tickets on show
// (this visit's, or the copy on the device), says when they are from and why they are not
// fresh, and offers «Prøv igjen»; without a network, the QR codes still work at the door.
// A ticket whose showing is over moves to «Tidligere billetter», after the coming ones,
// without its QR code.
import { useEffect, useMemo } from 'react'
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import { Status } from '../../../components/ui/form'
import { lastUpdated } from '../../../client/last-updated'
import { theme } from '../../../client/theme'
import { useNow } from '../../../hooks/use-now'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectTickets, ticketsActions } from '../slice'
import { isPastTicket, upcomingTickets } from '../ticket-calendar'
import { CalendarLink } from './CalendarLink'
import { TicketCard } from './TicketCard'

export const MyTickets = () => {
  const dispatch = useAppDispatch()
  const { items, status, error, updatedAt } = useAppSelector(selectTickets)
  const loading = status === 'pending'
  const now = useNow()
  const upcoming = useMemo(() => (now === null ? [] : upcomingTickets(items, now)), [items, now])
  // Until the clock is read (the server's HTML, the hydrating render), every ticket is
  // shown as current; a past one moves down before the browser paints (useNow).
  const past = useMemo(
    () => (now === null ? [] : items.filter((ticket) => isPastTicket(ticket, now))),
    [items, now],
  )
  const current = items.filter((ticket) => !past.includes(ticket))
  const refresh = () => dispatch(ticketsActions.ticketsRequested())
  useEffect(() => {
    dispatch(ticketsActions.ticketsRequested())
  }, [dispatch])
  const offline = error?.kind === 'unreachable'
  return (
    <section aria-labelledby="mine-billetter-tittel" aria-busy={loading}>
      <SectionHeading id="mine-billetter-tittel">Mine billetter</SectionHeading>
      {loading && items.length === 0 && !error && <p role="status">Henter billettene dine …</p>}
      {error && (
        <ErrorReport
          error={error}
          lead="Kunne ikke hente billettene."
          onRetry={refresh}
          retrying={loading}
        />
      )}
      {error && items.length > 0 && (
        <Status>
          {offline
            ? 'Du er uten nett. Billettene under er slik de var sist de ble hentet, og QR-kodene kan vises i døra.'
            : 'Billettene under er slik de var sist de ble hentet, og QR-kodene kan vises i døra.'}{' '}
          {lastUpdated(updatedAt)}
        </Status>
      )}
      {!loading && !error && items.length === 0 && (
        <EmptyState>Du har ingen billetter ennå.</EmptyState>
      )}
      {upcoming.length > 0 && (
        <AllInCalendar>
          <CalendarLink tickets={upcoming} fileName="billetter.ics">
            Legg alle i kalenderen
          </CalendarLink>{' '}
          ({upcoming.length === 1 ? 'én kommende billett' : `${upcoming.length} kommende billetter`}
          )
        </AllInCalendar>
      )}
      {current.map((ticket) => (
        <TicketCard key={ticket.qrCode} ticket={ticket} />
      ))}
      {past.length > 0 && (
        <section aria-labelledby="tidligere-billetter-tittel">
          <h3 id="tidligere-billetter-tittel">Tidligere billetter</h3>
          {past.map((ticket) => (
            <TicketCard key={ticket.qrCode} ticket={ticket} past />
          ))}
        </section>
      )}
    </section>
  )
}

const AllInCalendar = styled.p`
  a {
    font-weight: 700;
    color: ${theme.colour.accent};
  }
`
