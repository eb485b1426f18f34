// A showing's prices as the programme writes them: «120 kr» (or «Gratis») where one price
// is for all, «Voksen 180 kr · Barn 120 kr» where they differ by ticket.

export type Price = { label: string; amountNok: number }

// Thousands set apart by a no-break space, as Norwegian writes them («1 250 kr»). Not
// toLocaleString: the page's first Intl call loads the browser's ICU data in the middle of
// hydration (src/lib/dates.ts), and a film page writes a price on every showing.
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
/** The words prices and audiences are said with, in the page's language
 * (src/contract/ui-text.ts). */
export type PriceWords = Record<'free' | 'kroner' | 'audienceFrom' | 'audienceRange', string>

const kroner = (amount: number, words: PriceWords) =>
  amount === 0 ? words.free.toLowerCase() : words.kroner.replace('{amount}', grouped(amount))

/** An amount on its own: «1 250 kr», «Gratis». */
export const kronerText = (amount: number, words: PriceWords) =>
  amount === 0 ? words.free : kroner(amount, words)

/** The cheapest of a showing's tickets, «fra 100 kr», or its one price where all cost
 * the same; nothing where the programme gives none. One phrase, never broken over lines. */
export const lowestPriceText = (
  prices: readonly Price[] | undefined,
  words: PriceWords & { priceFrom: string },
): string | undefined => {
  if (!prices?.length) return undefined
  const amounts = prices.map((p) => p.amountNok)
  const lowest = Math.min(...amounts)
  const text = kronerText(lowest, words)
  const phrase = amounts.every((a) => a === lowest)
    ? text
    : words.priceFrom.replace('{amount}', text)
  return phrase.replace(/ /g, '\u00a0')
}

export const priceText = (
  prices: readonly Price[] | undefined,
  words: PriceWords,
): string | undefined => {
  if (!prices?.length) return undefined
  if (prices.length === 1 && /^alle$/i.test(prices[0]!.label))
    return prices[0]!.amountNok === 0 ? words.free : kroner(prices[0]!.amountNok, words)
  return prices.map((p) => `${p.label} ${kroner(p.amountNok, words)}`).join(' · ')
}

/** Who a performance is for: «For 3–7 år», «Fra 10 år». */
export const audienceText = (ages: { from: number; to?: number } | undefined, words: PriceWords) =>
  ages &&
  (ages.to === undefined
    ? words.audienceFrom.replace('{from}', String(ages.from))
    : words.audienceRange.replace('{from}', String(ages.from)).replace('{to}', String(ages.to)))
