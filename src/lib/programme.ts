// Small, shared facts about productions and events for the blocks that show them. Typed by
// shape, not by the contract's Production: the contract's schemas are built on lib, not the
// other way round.
type WithAssets<A extends { role: string }> = { assets: readonly A[] }

export const posterOf = <A extends { role: string }>(p: WithAssets<A>) =>
  p.assets.find((a) => a.role === 'poster') ?? p.assets[0]

export const coverOf = <A extends { role: string }>(p: WithAssets<A>) =>
  p.assets.find((a) => a.role === 'cover') ?? posterOf(p)

/** When the last of some showings starts (ms), if there are any: after it, they have all
 * started (a schedule's day is empty, a production is over). */
export const lastStartOf = (showings: readonly { startTime: string }[] | undefined) =>
  showings?.length ? Math.max(...showings.map((s) => Date.parse(s.startTime))) : undefined

export const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}
