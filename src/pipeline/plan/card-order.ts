// Production cards beside their showings (the culture programme, the film overview) read as
// a programme: soonest first. They come in the order of each production's next showing,
// those without one (a premiere to come) after them as their source gave them. Where the
// page's source sorts the productions itself (/kommende-filmer, by premiere), its order holds.
import type { EventSummary, ProductionCard } from '../../contract'

export const inShowingOrder = (cards: ProductionCard[], showings: EventSummary[]) => {
  // nextShowings lists each production once, in the order of its next showing.
  const rank = new Map(showings.map((e, i) => [e.productionId, i]))
  const at = (card: ProductionCard) => rank.get(card.id) ?? showings.length
  // A stable sort: productions without showings keep their order, after the rest.
  return [...cards].sort((a, b) => at(a) - at(b))
}
