// Small, shared facts about productions and events for the blocks that show them.
import type { Production } from '../contract'

type WithAssets = Pick<Production, 'assets'>

export const posterOf = (p: WithAssets) => p.assets.find((a) => a.role === 'poster') ?? p.assets[0]

export const coverOf = (p: WithAssets) => p.assets.find((a) => a.role === 'cover') ?? posterOf(p)

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
