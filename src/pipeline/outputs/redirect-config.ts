// Redirects written out as serve.json, read by scripts/serve.mjs and the `serve` package,
// and by the rebuild hook, which writes nginx's redirect maps from it
// (rebuild-hook/releases/redirect-maps.js) once it has checked each.
import type { Redirect } from '../../contract/records/content'

export const serveConfig = (redirects: Redirect[]) => ({
  cleanUrls: true,
  trailingSlash: false,
  redirects: redirects.map((r) => ({
    source: r.from,
    destination: r.to,
    type: r.permanent ? 301 : 302,
  })),
})
