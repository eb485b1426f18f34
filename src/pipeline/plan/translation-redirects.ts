// An English visitor who puts /en before a Norwegian address (/en/arrangementer,
// /en/billettinformasjon) means that page's English version (/en/events, /en/tickets): each
// English page whose path is not its Norwegian one with /en before it gets a redirect from
// that path, unless a route is there. The editors' own redirects come first.
import type { PlannedRoute } from '../../contract'
import type { Redirect } from '../../contract/records/content'
import { pathInLocale } from '../../contract/locale'

export const translationRedirects = (routes: PlannedRoute[], own: Redirect[]): Redirect[] => {
  const taken = new Set(
    [...routes.map((r) => r.path), ...own.map((r) => r.from)].map((p) => p.toLowerCase()),
  )
  return routes.flatMap((route) => {
    const norwegian = route.locale === 'en' ? route.alternates.nb : undefined
    if (!norwegian) return []
    // The front page's is /en itself, not /en/.
    const from = pathInLocale(norwegian, 'en').replace(/(.)\/$/, '$1')
    if (from === route.path || taken.has(from.toLowerCase())) return []
    taken.add(from.toLowerCase())
    return [{ from, to: route.path, permanent: true }]
  })
}

/** Every redirect the site answers: the editors' records, then the translations'. */
export const siteRedirects = (routes: PlannedRoute[], own: Redirect[]): Redirect[] => [
  ...own,
  ...translationRedirects(routes, own),
]
