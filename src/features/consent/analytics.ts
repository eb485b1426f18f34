// Analytics (Google Analytics 4, the site record's tracking id) and the social-media pixel
// (Meta), each loaded only after the visitor has opted in to its category. Events (SPEC
// section 7) go out only when statistics are allowed.
type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; fbq?: Gtag }

const win = () => (typeof window === 'undefined' ? null : (window as AnalyticsWindow))

// Until the stored choice is read, events wait here (the page's own view is sent before
// the choice is known); they are sent on opt-in and dropped on refusal.
let statistics: 'unknown' | 'allowed' | 'refused' = 'unknown'
type Params = () => Record<string, unknown>
const waiting: [string, Params][] = []

const addScript = (src: string) => {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export const startStatistics = (trackingId: string, brand: string) => {
  const w = win()
  if (!w || !trackingId) return
  statistics = 'allowed'
  siteBrand = brand
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the arguments objects it is given, as its own snippet does.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', trackingId, { anonymize_ip: true })
  }
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`)
  for (const [event, params] of waiting.splice(0)) w.gtag!('event', event, params())
}

/** The visitor said no to statistics (or has not said yes): nothing is sent. */
export const refuseStatistics = () => {
  statistics = 'refused'
  waiting.length = 0
}

export const startMarketing = (pixelId: string) => {
  const w = win()
  if (!w || !pixelId) return
  if (!w.fbq) {
    // The stub of Meta's own snippet: calls queue until fbevents.js takes over.
    type Fbq = Gtag & {
      callMethod?: Gtag
      queue: unknown[]
      push: Gtag
      loaded: boolean
      version: string
    }
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue.push(args)
    } as Fbq
    fbq.queue = []
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = '2.0'
    w.fbq = fbq
    w.fbq('init', pixelId)
    w.fbq('track', 'PageView')
  }
  addScript('https://connect.facebook.net/en_US/fbevents.js')
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
