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

/** What the age limit means at the door (Medietilsynet's companion rule). */
export const ageLimitText = (
  age: Production['ageLimit'],
): { label: string; rule: string } | null => {
  switch (age) {
    case undefined:
      return null
    case 'A':
      return { label: 'Tillatt for alle', rule: 'Filmen er tillatt for alle aldre.' }
    case '18':
      return {
        label: '18 år',
        rule: 'Aldersgrensen på 18 år er absolutt. Ingen under 18 år slipper inn, heller ikke i følge med voksne.',
      }
    default: {
      const limit = Number(age)
      return {
        label: `${age} år`,
        rule: `Barn ned til ${limit - 3} år kan se filmen i følge med en voksen over 18 år.`,
      }
    }
  }
}

export const languageText = (e: { language?: string; subtitles?: string }) =>
  [e.language, e.subtitles && `${e.subtitles} tekst`].filter(Boolean).join(', ')
