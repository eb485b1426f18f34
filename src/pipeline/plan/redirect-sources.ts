// A redirect must never hide what the site serves: nginx answers a redirect before it looks
// for a file, and compares its path without regard to case (ops/nginx/kulturhus.conf). So a
// redirect may not start at a planned route (a fixed page, a film, an article), a path the
// servers or the build keep for themselves (src/contract/reserved-paths.json), or the path
// of another redirect in other letters. The rebuild hook checks the same against the files
// of each release before it goes live.
import type { ContentFault } from '../errors'
import type { PlannedRoute } from '../../contract'
import { reservedBy } from '../../contract/reserved-paths.js'
import type { Redirect } from '../../contract/records/content'

export const redirectSourceFaults = (
  redirects: Redirect[],
  routes: PlannedRoute[],
  file: string,
): ContentFault[] => {
  const pageByPath = new Map(routes.map((r) => [r.path.toLowerCase(), r.path]))
  const seen = new Map<string, string>()
  return redirects.flatMap(({ from }) => {
    const key = from.toLowerCase()
    const page = pageByPath.get(key)
    const reserved = reservedBy(from)
    const twin = seen.get(key)
    seen.set(key, from)
    const message = page
      ? `"${from}" is the page ${page}; a redirect would hide it`
      : reserved
        ? `"${from}" is kept for the site's own files and servers (${reserved}); a redirect would hide it`
        : twin !== undefined
          ? `"${from}" is the same path as the redirect from "${twin}" (case does not count)`
          : null
    return message ? [{ file, record: from, field: 'from', message }] : []
  })
}
