// The showings index (src/contract/showings.ts): every production a page shows, with its
// showings soonest first (those that had started were left out with the programme clock).
// Its size grows with the programme, which is why only the member pages fetch it.
import type { IndexedProduction, ShowingsIndex } from '../../contract/showings'
import type { RecordLinks } from '../plan/record-links'
import type { Content } from '../validate/validate'

export const buildShowingsIndex = ({ programme }: Content, links: RecordLinks): ShowingsIndex => {
  const byProduction = new Map<string, IndexedProduction>()
  for (const p of programme.productions) {
    const path = links.pathOf('production', p.id)
    if (path)
      byProduction.set(p.id, {
        path,
        ...(p.ediNumber ? { ediNumber: p.ediNumber } : {}),
        title: p.title,
        showings: [],
      })
  }
  const soonestFirst = [...programme.events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  )
  for (const e of soonestFirst)
    byProduction.get(e.productionId)?.showings.push({
      id: e.id,
      startTime: e.startTime,
      location: e.location.name,
      ticketUrl: e.ticketUrl,
    })
  return { productions: [...byProduction.values()] }
}
