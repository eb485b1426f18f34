// Redirects written out as serve.json, read by scripts/serve.mjs and by the `serve`
// package (the nginx include is written by nginx-config.ts).
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
