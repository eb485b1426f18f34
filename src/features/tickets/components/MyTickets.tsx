import { useEffect } from 'react'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { Alert } from '../../../components/ui/form'
import { errorText } from '../../../lib/error-text'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { ticketsActions } from '../slice'
import { TicketCard } from './TicketCard'

export const MyTickets = () => {
  const dispatch = useAppDispatch()
  const { items, loading, error } = useAppSelector((s) => s.tickets)
  useEffect(() => {
    dispatch(ticketsActions.ticketsRequested())
  }, [dispatch])
  return (
    <section aria-labelledby="mine-billetter-tittel" aria-busy={loading}>
      <SectionHeading id="mine-billetter-tittel">Mine billetter</SectionHeading>
      {loading && items.length === 0 && <p role="status">Henter billettene dine …</p>}
      {error && <Alert>Kunne ikke hente billettene: {errorText(error)}</Alert>}
      {!loading && !error && items.length === 0 && (
        <EmptyState>Du har ingen billetter ennå.</EmptyState>
      )}
      {items.map((ticket) => (
        <TicketCard key={ticket.qrCode} ticket={ticket} />
      ))}
    </section>
  )
}
