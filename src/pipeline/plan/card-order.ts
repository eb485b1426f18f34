// Production cards beside their showings (the culture programme, the film overview) read as
// a programme: soonest first. They come in the order of each production's next showing,
// those without one (a premiere to come) after them as their source gave them. Where the
// page's source sorts the productions itself (/kommende-filmer, by premiere), its order holds.
import type { EventSummary, ProductionCard } from '../../contract'

export const inShowingOrder = (cards: ProductionCard[], showings: EventSummary[]) => {
  const next = new Map<string, number>()
  for (const e of showings) {
    next.set(
      e.productionId,
      Math.min(Date.parse(e.startTime), next.get(e.productionId) ?? Infinity),
    )
  }
  const at = (card: ProductionCard) => next.get(card.id) ?? Infinity
  // A stable sort: productions without showings (both Infinity) keep their order.
  return [...cards].sort((a, b) => (at(a) === at(b) ? 0 : at(a) < at(b) ? -1 : 1))
}
