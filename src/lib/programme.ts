// Small, shared facts about productions and events for the blocks that show them.
import type { Production, ProgrammeEvent } from '../build/programme-schema'

export const productionPath = (
  p: Pick<Production, 'object' | 'parentSlug' | 'pageReference'>,
): string => `/${p.object === 'movie' ? p.parentSlug : p.pageReference}`

export const posterOf = (p: Production) =>
  p.assets.find((a) => a.role === 'poster') ?? p.assets.find((a) => a.type === 'image')

export const coverOf = (p: Production) => p.assets.find((a) => a.role === 'cover') ?? posterOf(p)

export const nextEventsByProduction = (events: ProgrammeEvent[]) => {
  const byProduction = new Map<string, ProgrammeEvent[]>()
  for (const e of events) {
    const list = byProduction.get(e.productionId)
    if (list) list.push(e)
    else byProduction.set(e.productionId, [e])
  }
  return byProduction
}
