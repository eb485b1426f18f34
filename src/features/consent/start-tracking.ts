// Starts the tools a visitor opted in to: Google Analytics 4 (the site record's tracking id)
// and the Meta pixel. Loaded on demand by ConsentManager, only after an opt-in, so that
// the visitors who refuse (and every first visit) do not download it.
import { allowStatistics, win, type Gtag } from './analytics'

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
  allowStatistics(brand)
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
