import { useEffect } from 'react'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { Alert, Status } from '../../../components/ui/form'
import { formatDate, formatTime } from '../../../lib/dates'
import { errorText } from '../../../lib/error-text'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectMemberEmail } from '../../../store/session'
import { selectTickets, ticketsActions } from '../slice'
import { readTicketCopy } from '../ticket-copy'
import { TicketCard } from './TicketCard'

export const MyTickets = () => {
  const dispatch = useAppDispatch()
  const { items, status, error } = useAppSelector(selectTickets)
  const loading = status === 'pending'
  const email = useAppSelector(selectMemberEmail)
  const copiedAt = error?.status === null ? readTicketCopy(email)?.savedAt : undefined
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
      {items.map((ticket) => (
        <TicketCard key={ticket.qrCode} ticket={ticket} />
      ))}
    </section>
  )
}
