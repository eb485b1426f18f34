// A showing's prices as the programme writes them: «120 kr» (or «Gratis») where one price
// is for all, «Voksen 180 kr · Barn 120 kr» where they differ by ticket.
export type Price = { label: string; amountNok: number }

// Thousands set apart by a no-break space, as Norwegian writes them («1 250 kr»). Not
// toLocaleString: the page's first Intl call loads the browser's ICU data in the middle of
// hydration (src/lib/dates.ts), and a film page writes a price on every showing.
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
const kroner = (amount: number) => (amount === 0 ? 'gratis' : `${grouped(amount)} kr`)

export const priceText = (prices: readonly Price[] | undefined): string | undefined => {
  if (!prices?.length) return undefined
  if (prices.length === 1 && /^alle$/i.test(prices[0]!.label)) {
    const all = kroner(prices[0]!.amountNok)
    return all === 'gratis' ? 'Gratis' : all
  }
  return prices.map((p) => `${p.label} ${kroner(p.amountNok)}`).join(' · ')
}

/** Who a performance is for: «For 3–7 år», «Fra 10 år». */
export const audienceText = (ages: { from: number; to?: number } | undefined) =>
  ages && (ages.to === undefined ? `Fra ${ages.from} år` : `For ${ages.from}–${ages.to} år`)
