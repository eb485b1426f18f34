import { useEffect, useMemo } from 'react'
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { Alert, Status } from '../../../components/ui/form'
import { formatDate, formatTime } from '../../../lib/dates'
import { errorText } from '../../../lib/error-text'
import { theme } from '../../../lib/theme'
import { useNow } from '../../../hooks/useNow'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectMemberEmail } from '../../../store/session'
import { selectTickets, ticketsActions } from '../slice'
import { upcomingTickets } from '../ticket-calendar'
import { readTicketCopy } from '../ticket-copy'
import { CalendarLink } from './CalendarLink'
import { TicketCard } from './TicketCard'

export const MyTickets = () => {
  const dispatch = useAppDispatch()
  const { items, status, error } = useAppSelector(selectTickets)
  const loading = status === 'pending'
  const email = useAppSelector(selectMemberEmail)
  const copiedAt = error?.status === null ? readTicketCopy(email)?.savedAt : undefined
  const now = useNow()
  const upcoming = useMemo(() => (now === null ? [] : upcomingTickets(items, now)), [items, now])
  useEffect(() => {
    dispatch(ticketsActions.ticketsRequested())
  }, [dispatch])
  return (
    <section aria-labelledby="mine-billetter-tittel" aria-busy={loading}>
      <SectionHeading id="mine-billetter-tittel">Mine billetter</SectionHeading>
      {loading && items.length === 0 && <p role="status">Henter billettene dine …</p>}
      {error && items.length > 0 && error.status === null ? (
        <Status>
          Du er uten nett. Billettene under er slik de var sist de ble hentet
          {copiedAt ? ` (${formatDate(copiedAt)} kl. ${formatTime(new Date(copiedAt))})` : ''}, og
          QR-kodene kan vises i døra.
        </Status>
      ) : (
        error && <Alert>Kunne ikke hente billettene: {errorText(error)}</Alert>
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
      {items.map((ticket) => (
        <TicketCard key={ticket.qrCode} ticket={ticket} />
      ))}
    </section>
  )
}

const AllInCalendar = styled.p`
  a {
    font-weight: 700;
    color: ${theme.colour.accent};
  }
`
