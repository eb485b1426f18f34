// The security headers of the served site (CSP, HSTS and friends), computed at build time
// per page, and carried by each page itself in a <meta> (withPolicyInPage), so that a page
// never meets another release's policy (docs/decisions/csp-in-the-page.md): the page's own inline scripts (Gatsby's page path and chunk map, and the
// script that hides past showings) are allowed by their hashes, and nothing else inline
// may run. Outside hosts are only those the site needs: analytics (after consent), the
// partner APIs, the ticketing host, the image hosts the content uses and the video players
// some page embeds or offers a trailer from. What the content uses, the policy allows, and
// no more.
import crypto from 'node:crypto'

export const ANALYTICS_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
    'https://connect.facebook.net',
  ],
  img: [
    'https://www.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
  ],
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** sha256 sources for every inline script the browser would run in this HTML. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!JS_TYPES.has(type)) continue // JSON-LD and other data blocks never run
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes].sort()
}

/** Every image URL a page's HTML loads: <img src>, and the candidates of every srcset. */
export const imageUrlsIn = (html: string): string[] => [
  ...[...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => m[1]!),
  ...[...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((m) =>
    m[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  ),
]

/** The frame origins a page's HTML needs: its iframes, and the players a trailer button
 * names (data-frame-src) for the frame it puts there when pressed. */
export const frameUrlsIn = (html: string): string[] => [
  ...[...html.matchAll(/<iframe\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => m[1]!),
  ...[...html.matchAll(/\sdata-frame-src="([^"]*)"/gi)].map((m) => m[1]!),
]

export type PolicyHosts = {
  partnerApis: string[]
  ticketing: string[]
  /** Image URLs the pages load; paths on the site among them need nothing. */
  images: string[]
  /** Origins of the video players the site may frame; the policy allows those of them that
   * some page of the site needs (frameUrlsIn), and no other. */
  frames: string[]
}

// A CSP host source, as a policy can hold it (nothing that could end a directive).
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/

const origins = (urls: string[]) => [
  ...new Set(
    urls.flatMap((url) => {
      try {
        const { origin } = new URL(url)
        return ORIGIN.test(origin) ? [origin] : []
      } catch {
        return []
      }
    }),
  ),
]

const sources = (...lists: string[][]) => lists.flat().join(' ')

export const contentSecurityPolicy = (scriptHashes: string[], hosts: PolicyHosts): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...ANALYTICS_HOSTS.script].join(' ')}`,
    // styled-components writes its rules into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${sources(origins(hosts.images), ANALYTICS_HOSTS.img)}`,
    "font-src 'self'",
    `connect-src 'self' ${sources(origins(hosts.partnerApis), ANALYTICS_HOSTS.connect)}`,
    `frame-src ${sources(origins(hosts.frames)) || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${origins(hosts.ticketing).join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ')

/** Headers every response gets, besides its Content-Security-Policy. */
export const STATIC_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
} as const

export type SecurityHeaderFile = {
  headers: Record<string, string>
  /** The CSP for responses that are not one of the pages below (data, images, 404s). */
  defaultPolicy: string
  /** Per page path (as served, without index.html): its CSP. */
  pages: Record<string, string>
}

export const securityHeaderFile = (
  pages: { path: string; html: string }[],
  given: PolicyHosts,
): SecurityHeaderFile => {
  // Reduced to origins once: there is a ticket URL per showing, and a policy per page.
  const hosts = {
    partnerApis: origins(given.partnerApis),
    ticketing: origins(given.ticketing),
    images: origins(given.images),
    frames: origins(given.frames),
  }
  // Every page allows the players that any page needs: a page reached by client-side
  // navigation keeps the policy of the page the visit began on, so a trailer pressed on a
  // film page reached from /kino plays under /kino's policy.
  const needed = new Set(pages.flatMap(({ html }) => origins(frameUrlsIn(html))))
  const withFrames = { ...hosts, frames: hosts.frames.filter((origin) => needed.has(origin)) }
  return {
    headers: { ...STATIC_SECURITY_HEADERS },
    defaultPolicy: contentSecurityPolicy([], withFrames),
    pages: Object.fromEntries(
      pages.map(({ path, html }) => [
        path,
        contentSecurityPolicy(inlineScriptHashes(html), withFrames),
      ]),
    ),
  }
}

/** What a page's own <meta> cannot carry: the web server sends it as a header on every
 * HTML response (it is the same for every page). */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'"

/** Every response that is not HTML (feeds, sitemaps, calendars, data, pictures, fonts,
 * text) is fenced: nothing in it may load or run, even where a browser renders it as a
 * document (a feed served as XML can hold an XHTML <script>), and it runs in a sandbox
 * with an origin of its own, away from the site's storage. */
export const FENCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** The page's policy as the page carries it: all of it but what only a header may say. */
export const metaPolicy = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ')

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const OUR_POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g

/**
 * The page with its policy in it, as the first thing after its character set and before
 * any script: the page and its policy are then one file, published, rolled back and kept
 * by the service worker together, whatever the web server knows.
 */
export const withPolicyInPage = (page: string, policy: string): string => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(metaPolicy(policy))}"/>`
  // Gatsby leaves an unchanged page's file from the build before, policy and all: the new
  // policy takes its place instead of standing beside it.
  const html = page.replace(OUR_POLICY_META, '')
  const charset = /<meta charSet="utf-8"\/>/i.exec(html)
  const head = /<head[^>]*>/i.exec(html)
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1
  if (at < 0) throw new Error('A built page has no <head> to carry its Content-Security-Policy.')
  return html.slice(0, at) + meta + html.slice(at)
}
