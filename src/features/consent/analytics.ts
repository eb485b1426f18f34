// Analytics events (SPEC section 7), sent only when statistics are allowed. The tools
// themselves (Google Analytics 4 and the Meta pixel) are started by start-tracking.ts, which
// loads only after the visitor has opted in; this part is on every page, so it stays small.
export type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; fbq?: Gtag }

export const win = () => (typeof window === 'undefined' ? null : (window as AnalyticsWindow))

// Until the stored choice is read, events wait here (the page's own view is sent before
// the choice is known); they are sent on opt-in and dropped on refusal.
let statistics: 'unknown' | 'allowed' | 'refused' = 'unknown'
type Params = () => Record<string, unknown>
const waiting: [string, Params][] = []

/** Statistics are allowed and gtag is installed (start-tracking.ts): held events go out. */
export const allowStatistics = (brand: string) => {
  const w = win()
  if (!w?.gtag) return
  statistics = 'allowed'
  siteBrand = brand
  for (const [event, params] of waiting.splice(0)) w.gtag('event', event, params())
}

/** The visitor said no to statistics (or has not said yes): nothing is sent. */
export const refuseStatistics = () => {
  statistics = 'refused'
  waiting.length = 0
}

/** After a withdrawal: stop sending, and remove the cookies the tools set on this site. */
export const stopTracking = () => {
  refuseStatistics()
  if (typeof document === 'undefined') return
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim() ?? '')) {
    if (/^(_ga|_gid|_gat|_fbp|_fbc)/.test(name))
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${location.hostname}`
  }
}

export type AnalyticsItem = {
  id: string
  name: string
  /** Defaults to the site's name. */
  brand?: string
  listName: string
  category: string
}

let siteBrand = ''

/** The production or event as an analytics item: films and culture events by category. */
export const productionItem = (
  p: { id: string; title: string; object: string },
  listName: string,
  id = p.id,
  name = p.title,
): AnalyticsItem => ({ id, name, listName, category: p.object === 'movie' ? 'Film' : 'Kultur' })

const toGa = (item: AnalyticsItem) => ({
  item_id: item.id,
  item_name: item.name,
  item_brand: item.brand ?? siteBrand,
  item_list_name: item.listName,
  item_category: item.category,
})

// Parameters are built when sent, so that held events get the brand known by then.
const send = (event: string, params: Params) => {
  const w = win()
  if (statistics === 'allowed' && w?.gtag) w.gtag('event', event, params())
  else if (statistics === 'unknown' && waiting.length < 20) waiting.push([event, params])
}

/** For tests: back to a fresh page view. */
export const resetAnalyticsForTests = () => {
  statistics = 'unknown'
  waiting.length = 0
}

/** A visitor looked at a film or an event. */
export const trackItemView = (item: AnalyticsItem) =>
  send('view_item', () => ({ items: [toGa(item)] }))

/** A visitor chose a showing to buy a ticket for: reported as a product selection. */
export const trackTicketSelection = (item: AnalyticsItem) =>
  send('select_item', () => ({ item_list_name: item.listName, items: [toGa(item)] }))

/** A completed purchase, for the checkout's return page. */
export const trackPurchase = (transactionId: string, items: AnalyticsItem[], value?: number) =>
  send('purchase', () => ({
    transaction_id: transactionId,
    currency: 'NOK',
    ...(value === undefined ? {} : { value }),
    items: items.map(toGa),
  }))
