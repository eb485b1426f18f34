// «Kjøp billett» for one showing, wherever the site lists showings: the ticket link, reported
// as a product selection (with consent), and for a logged-in member handed over through the
// checkout (buy-as-member.ts), so that the checkout knows them.
import type { ReactNode } from 'react'
import { useAppSelector } from '../../client/redux/hooks'
import { productionItem, trackTicketSelection } from '../../features/consent/analytics'
import { formatDay, formatTime } from '../../lib/dates'
import { selectToken } from '../../session/session'
import { buyAsMember } from './buy-as-member'

type Props = {
  event: {
    eventId: string
    ticketUrl: string
    startTime: string
    production: { id: string; title: string; object: string }
  }
  /** Where the click came from, for the statistics (SPEC section 7: list name). */
  listName: string
  className?: string
  children: ReactNode
}

export const BuyLink = ({ event, listName, className, children }: Props) => {
  const token = useAppSelector(selectToken)
  return (
    <a
      className={className}
      href={event.ticketUrl}
      rel="noopener"
      data-event-id={event.eventId}
      onClick={(click) => {
        const when = `${formatDay(event.startTime)} kl. ${formatTime(event.startTime)}`
        const name = `${event.production.title}, ${when}`
        trackTicketSelection(productionItem(event.production, listName, event.eventId, name))
        buyAsMember(click, event.ticketUrl, token)
      }}
    >
      {children}
    </a>
  )
}
