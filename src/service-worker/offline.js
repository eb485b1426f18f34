/* global self, caches, workbox, idbKeyval, navigationRoute, osloTime */
// Appended to gatsby-plugin-offline's service worker (gatsby-config.ts, appendScript), after
// the one Oslo-time module, as `osloTime` (src/pipeline/outputs/worker-script.ts). Plain
// JavaScript, run by the worker as it is: no bundler sees it.
//
// 1. When the worker installs, it keeps the code of every part of every page and the files
//    every page shares, page data and logos (/offline-files.json, written by the build): a
//    part that hydrates later then works offline however short the visit was that
//    installed the worker, and so does a page whose link was in view (prefetched: the
//    plugin then serves it offline).
// 2. A page this browser has not saved, opened without a network, gets a Norwegian page made
//    here from the caches, not the browser's own error page: it says the visitor is
//    offline, lists the pages this browser has saved (each opens offline), and when the saved
//    programme was fetched. Its one script is the pages' own head script, which applies the
//    colours chosen in the footer to the page and the browser's bar (src/features/colour-scheme/scheme.ts, APPLY_STORED_SCHEME,
//    kept equal by a test): the worker cannot read localStorage, the page can. The policy
//    allows that script by its hash and nothing else.
// 3. A page is answered with its own prerendered HTML, never with the plugin's app shell,
//    which holds no content and was drawn by JavaScript (a regular's every visit after the
//    first painted later and shifted): from the network within PAGE_DEADLINE_MS, else the
//    copy this worker kept of it. Only a page it never answered (the visit that installed
//    it, a page whose link was in view) still opens from the shell offline, and only when
//    the shell can draw it: it needs what every page shares, which only the install keeps
//    (1). Otherwise offline gets the page of 2. docs/decisions/pages-from-the-worker.md.

const OFFLINE_FILES = '/offline-files.json'
const LIST_CACHE = 'kulturhus-offline-files'
/** How long one file may take. The worker controls no page until it has installed: a
 * file that hung would keep the visitor without any offline page for minutes. */
const FILE_DEADLINE_MS = 10_000

/** Fetches a file into the cache, within the deadline; a file that fails or is late is
 * left to load when a page asks for it. */
const keep = async (cache, file) => {
  try {
    const answer = await fetch(file, { signal: AbortSignal.timeout(FILE_DEADLINE_MS) })
    if (answer.ok) await cache.put(file, answer)
  } catch {
    // offline, refused or late: the next file still gets its turn
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const answer = await fetch(OFFLINE_FILES, {
        cache: 'no-store',
        signal: AbortSignal.timeout(FILE_DEADLINE_MS),
      })
      if (!answer.ok) return
      const list = answer.clone()
      const { code = [], shared = [] } = await answer.json()
      const cache = await caches.open(workbox.core.cacheNames.runtime)
      // What every page shares may change with each build: fetched again. Code is
      // content-hashed: a copy kept is this build's.
      for (const file of shared) await keep(cache, file)
      for (const file of code) if (!(await cache.match(file))) await keep(cache, file)
      // Last, so that a worker still in charge reads a list whose files are kept (3). In a
      // cache of its own: when a new build's code meets an old page, the plugin empties the
      // runtime cache, and the pages' next loads keep the shared files there again.
      await (await caches.open(LIST_CACHE)).put(OFFLINE_FILES, list)
    })().catch(() => {
      // Offline, late or a partial build: the parts load when visited, as before.
    }),
  )
})

const APPLY_STORED_SCHEME = `try{var s=localStorage.getItem("cw-colour-scheme");if(s==='light'||s==='dark'){var d=document,m=d.createElement('meta');d.documentElement.dataset.scheme=s;m.id="valgt-fargetema";m.name='theme-color';m.content=s==='dark'?"#232327":"#f28a1e";d.head.prepend(m)}}catch(e){}`

/** 'sha256-…' of a script's text, as a policy names it. */
const scriptHash = async (text) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const pageDataUrl = (path) => `/page-data${path === '/' ? '/index' : path}/page-data.json`

/** True when the data every page shares, as the install's list names it, is in the caches;
 * the logos are not needed to draw a page. */
const sharedDataKept = async () => {
  try {
    const { shared = [] } = await (await caches.match(OFFLINE_FILES)).json()
    for (const file of shared)
      if (file.endsWith('.json') && !(await caches.match(file))) return false
    return true
  } catch {
    return false
  }
}

/** What a page's data says its title is, or null. */
const titleFromData = async (data) => {
  try {
    return (await data.clone().json()).result.pageContext.route.meta.title || null
  } catch {
    return null
  }
}

/** A kept page's <title>, as the tab shows it. */
const titleFromHtml = async (answer) => {
  const found = /<title[^>]*>([^<]*)<\/title>/.exec(await answer.clone().text())
  const text = found?.[1]
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
  return text || null
}

/** The pages saved in this browser that open offline: those whose own HTML this worker
 * kept (3), and those the app shell can draw, whose data is in the caches along with what
 * every page shares. */
const savedPages = async () => {
  const pages = new Map()
  const kept = await caches.open(PAGES_CACHE)
  for (const request of await kept.keys()) {
    const answer = await kept.match(request)
    const path = new URL(request.url).pathname
    const data = await caches.match(pageDataUrl(path))
    const title = (data && (await titleFromData(data))) || (await titleFromHtml(answer)) || path
    pages.set(path, { path, title, fetched: Date.parse(answer.headers.get('date') ?? '') })
  }
  const shellDraws = await sharedDataKept()
  for (const key of shellDraws ? await idbKeyval.keys() : []) {
    if (typeof key !== 'string' || !key.startsWith('resources:')) continue
    const path = key.slice('resources:'.length)
    const data = await caches.match(pageDataUrl(path))
    if (!data || pages.has(path)) continue
    const title = (await titleFromData(data)) || path
    pages.set(path, { path, title, fetched: Date.parse(data.headers.get('date') ?? '') })
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title, 'nb'))
}

const offlinePage = async () => {
  const pages = await savedPages()
  const times = pages.map((p) => p.fetched).filter(Number.isFinite)
  const newest = times.length ? Math.max(...times) : null
  const list = pages.length
    ? `<p>Disse sidene er lagret, og kan åpnes uten nett:</p><ul>${pages
        .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
        .join('')}</ul>`
    : '<p>Ingen sider er lagret i denne nettleseren ennå.</p>'
  const age = newest
    ? `<p>Programmet som er lagret her, ble hentet ${escapeHtml(osloTime.osloDayAndTime(newest))}. Tider og ledige plasser kan ha endret seg siden.</p>`
    : ''
  return `<!DOCTYPE html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Du er uten nett</title>
<meta name="theme-color" media="(prefers-color-scheme: light)" content="#f28a1e">
<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#232327">
<script>${APPLY_STORED_SCHEME}</script>
<style>
:root { color-scheme: light; --paper: #ffffff; --ink: #1a1a1a; --accent: #b34700; font-family: system-ui, sans-serif; line-height: 1.5; }
@media (prefers-color-scheme: dark) { :root:not([data-scheme='light']) { color-scheme: dark; --paper: #161618; --ink: #ececec; --accent: #ffa15c; } }
:root[data-scheme='dark'] { color-scheme: dark; --paper: #161618; --ink: #ececec; --accent: #ffa15c; }
body { margin: 0 auto; max-width: 40rem; padding: 1.5rem 1rem; background: var(--paper); color: var(--ink); }
a { color: var(--accent); font-weight: 600; }
li { margin: 0.4rem 0; }
</style></head>
<body><main>
<h1>Du er uten nett</h1>
<p>Denne siden er ikke lagret i denne nettleseren, så den kan ikke vises uten nett.</p>
${list}
${age}
<p>Når du er på nett igjen, kan du laste siden på nytt.</p>
</main></body></html>`
}

workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode !== 'navigate') return Response.error()
  return new Response(await offlinePage(), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src ${await scriptHash(APPLY_STORED_SCHEME)}; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    },
  })
})

/** How long a page may take from the network before the copy kept of it is shown; the
 * network's answer still replaces that copy for the next visit. */
const PAGE_DEADLINE_MS = 3_000
/** The pages' own HTML, one copy per path, the last PAGES_KEPT answered. Not a «runtime»
 * cache, which the plugin empties after a deploy: a page kept from the last build still
 * reads offline, whole, when its code is gone. */
const PAGES_CACHE = 'kulturhus-pages'
const PAGES_KEPT = 60

/** A page's key: its path, without the query the page reads in the browser (?tid=kveld). */
const pageKey = (url) => {
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname}`
}

const keepPage = async (url, answer) => {
  const cache = await caches.open(PAGES_CACHE)
  const key = pageKey(url)
  await cache.delete(key)
  await cache.put(key, answer)
  const keys = await cache.keys()
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_KEPT))) await cache.delete(old)
}

const keptPage = async (url) => (await caches.open(PAGES_CACHE)).match(pageKey(url))

// The page's request leaves as the browser starts the worker, not once the worker has
// started and run this script (navigation preload): on a phone, starting a stopped worker
// made a regular's visit later than a first visit. docs/decisions/pages-from-the-worker.md.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable().catch(() => {}))
})

/** The network's answer (the preloaded one when the browser made it), kept when it is this
 * site's page. A redirect, an error page or a late answer is passed on as it is and not
 * kept. */
const fromNetwork = async (event) => {
  const answer = (await event.preloadResponse) || (await fetch(event.request))
  const html = (answer.headers.get('content-type') ?? '').startsWith('text/html')
  if (answer.status === 200 && answer.type === 'basic' && html)
    event.waitUntil(keepPage(event.request.url, answer.clone()).catch(() => {}))
  return answer
}

// The plugin's navigation route (navigationRoute in its sw-append.js, which this script
// follows; a Workbox 4 route reads its handler at each request), answered as 3 says. Private
// to the plugin: src/platform/__tests__/internals.test.ts.
const openFromShell = navigationRoute.handler
const shellIfItDraws = async (options) => {
  const answer = await openFromShell.handle(options).catch(() => null)
  const fromShell = answer?.url.includes('/offline-plugin-app-shell-fallback/')
  return fromShell && (await sharedDataKept()) ? answer : null
}

navigationRoute.handler = {
  handle: async (options) => {
    const { event } = options
    // The plugin's own messages, sent as navigations to /.gatsby-plugin-offline:…
    if (/\/\.gatsby-plugin-offline:/.test(event.request.url)) return openFromShell.handle(options)
    const network = fromNetwork(event)
    network.catch(() => {})
    let timer
    const late = new Promise((resolve) => (timer = setTimeout(resolve, PAGE_DEADLINE_MS, null)))
    try {
      const first = await Promise.race([network, late])
      if (first) return first
      return (await keptPage(event.request.url)) ?? (await network)
    } catch (failure) {
      const kept = (await keptPage(event.request.url)) ?? (await shellIfItDraws(options))
      if (kept) return kept
      // The catch handler's offline page (2).
      throw failure
    } finally {
      clearTimeout(timer)
    }
  },
}
