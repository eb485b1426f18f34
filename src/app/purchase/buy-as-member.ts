// A «Kjøp billett» click anywhere on the site. A member's plain click goes through the
// checkout profile auth (features/checkout/hand-over), so the checkout knows them; a
// visitor, or a click meant for a new tab, follows the ticket link itself. The hand-over
// loads on the click, not with every page that lists showings.
import type { MouseEvent } from 'react'

const opensElsewhere = (click: MouseEvent) =>
  click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey

export const buyAsMember = (click: MouseEvent, ticketUrl: string, token: string | null) => {
  if (!token || opensElsewhere(click)) return
  click.preventDefault()
  import('../../features/checkout/hand-over')
    .then(({ checkOutAsMember }) => checkOutAsMember(ticketUrl, token))
    .catch((error: Error) => {
      // Without the hand-over the ticket link still sells the ticket.
      console.error('bundle loading error', error.message)
      window.location.assign(ticketUrl)
    })
}
