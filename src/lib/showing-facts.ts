// What a list of showings says once, what it says per hall, and what per showing: a
// film's 22 showings all in Norwegian with audio description say so once, Sal 1's hearing
// loop once for Sal 1, and only the showing subtitled for the hard of hearing on its own
// time. The same for prices: one line where all cost the same, a line per hall where the
// hall decides (Dolby Atmos in Sal 1), and on the time itself where neither does. So a
// film's whole run fits a phone's screen or two, and nothing is said 22 times.
import type { ShowingLabel } from './showing-attributes'

type Listed = { id: string; location: { name: string }; labels: ShowingLabel[]; price?: string }

export type Facts = { labels: string[]; price?: string }

export type ShowingFacts = {
  /** What every showing has. */
  all: Facts
  /** What every showing in a hall has, and not every showing: by hall, in hall order. */
  halls: { hall: string; facts: Facts }[]
  /** What a showing has that neither says, by showing id. */
  own: Map<string, Facts>
}

const textsOf = (s: Listed) => s.labels.map((l) => l.text)

const everyHas = (showings: Listed[], has: (s: Listed) => boolean) =>
  showings.length > 0 && showings.every(has)

export const showingFacts = (showings: Listed[]): ShowingFacts => {
  const labelIn = (text: string) => (s: Listed) => textsOf(s).includes(text)
  const priceIs = (price: string | undefined) => (s: Listed) => s.price === price
  const allLabels = [...new Set(showings.flatMap(textsOf))].filter((t) =>
    everyHas(showings, labelIn(t)),
  )
  const first = showings[0]?.price
  const allPrice = first !== undefined && everyHas(showings, priceIs(first)) ? first : undefined

  const byHall = new Map<string, Listed[]>()
  for (const s of showings) byHall.set(s.location.name, [...(byHall.get(s.location.name) ?? []), s])
  const halls = [...byHall].map(([hall, inHall]) => {
    const labels = [...new Set(inHall.flatMap(textsOf))].filter(
      (t) => !allLabels.includes(t) && everyHas(inHall, labelIn(t)),
    )
    const price = inHall[0]?.price
    const hallPrice =
      allPrice === undefined && price !== undefined && everyHas(inHall, priceIs(price))
        ? price
        : undefined
    return { hall, facts: { labels, price: hallPrice } }
  })
  const factsOfHall = new Map(halls.map((h) => [h.hall, h.facts]))

  const own = new Map<string, Facts>()
  for (const s of showings) {
    const hall = factsOfHall.get(s.location.name)!
    const labels = textsOf(s).filter((t) => !allLabels.includes(t) && !hall.labels.includes(t))
    const price = allPrice === undefined && hall.price === undefined ? s.price : undefined
    if (labels.length > 0 || price) own.set(s.id, { labels, price })
  }
  return {
    all: { labels: allLabels, price: allPrice },
    halls: halls.filter((h) => h.facts.labels.length > 0 || h.facts.price),
    own,
  }
}
