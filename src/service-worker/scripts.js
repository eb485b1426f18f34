/* global self, caches, workbox */
// How the service worker answers the site's scripts. The build imports it on the first
// line of the plugin's sw.js (src/pipeline/run/finish.ts), before Workbox's precache and
// routes, so that its fetch listener is the first to answer a script. Plain JavaScript,
// run by the worker as it is: no bundler sees it. docs/decisions/scripts-from-the-worker.md.
//
// A script answered as the worker's cache holds it carries the code cache Chromium made
// when it was kept, and Chromium reads that cache on the page's main thread as the script
// arrives: on a regular's visit, the bundles' 1 MB of code cache took that thread longer
// than a first visit's compiling of them, which a first visit does on a background thread
// while each bundle streams in. A copy of the kept answer carries no code cache, so the
// bundles are compiled as on a first visit; what the worker keeps, and when, is unchanged.

/** The kept answer's copy, without what Chromium keeps beside it; null when none is kept. */
const keptScript = async (request) => {
  const kept = await caches.match(request)
  return kept ? new Response(kept.body, kept) : null
}

/** A script no cache holds: from the network, kept as Workbox's cache-first route keeps it
 * (the bundles' names change with their content, so a kept copy is never stale). */
const fetchAndKeep = async (event) => {
  const answer = await fetch(event.request)
  if (answer.status === 200) {
    const copy = answer.clone()
    event.waitUntil(
      caches
        .open(workbox.core.cacheNames.runtime)
        .then((cache) => cache.put(event.request, copy))
        .catch(() => {}),
    )
  }
  return answer
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || request.destination !== 'script') return
  if (new URL(request.url).origin !== self.location.origin) return
  event.respondWith(keptScript(request).then((kept) => kept ?? fetchAndKeep(event)))
})
