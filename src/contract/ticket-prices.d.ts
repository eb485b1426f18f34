/** A kind of ticket at a showing, in whole kroner; `en` names it on English pages. */
export interface ShowingPrice {
  label: string
  amountNok: number
  en?: string
}

/** The price records as ticket-prices.js reads them (the schema is in records/programme.ts). */
export interface PriceRecordLike {
  id: string
  prices?: readonly { label: string; amountNok: number; en?: { label: string } }[]
  supplement?: { for: string; amountNok: number }
}

export const SUPPLEMENT_KINDS: readonly ['dolbyAtmos', '3D']

export function showingPrices(
  showing: {
    prices?: readonly { label: string; amountNok: number }[]
    priceList?: string
    dolbyAtmos?: boolean
    format?: string
  },
  records: readonly PriceRecordLike[],
): ShowingPrice[] | undefined
