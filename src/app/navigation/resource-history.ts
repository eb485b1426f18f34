// SPEC section 9: the loader keeps the last 5 resource download results. When most of them
// failed, the site's files have most likely changed under the open page (a new deploy
// removed the chunks and data this page would load next), or the network is gone; the
// next navigation is then a full page load, which fetches the new build whole. Not "all
// five": pointing at a link loads its page data first, and that one success must not hide
// the failures before it.
export const HISTORY_SIZE = 5
/** How many of the kept results must have failed. */
export const FAILURES_FOR_FULL_LOAD = 3

export type ResourceHistory = {
  record: (url: string, ok: boolean) => void
  results: () => { url: string; ok: boolean }[]
  mostlyFailed: () => boolean
}

export const createResourceHistory = (size = HISTORY_SIZE): ResourceHistory => {
  const kept: { url: string; ok: boolean }[] = []
  return {
    record: (url, ok) => {
      kept.push({ url, ok })
      if (kept.length > size) kept.shift()
    },
    results: () => [...kept],
    mostlyFailed: () => kept.filter((r) => !r.ok).length >= FAILURES_FOR_FULL_LOAD,
  }
}

/** The site's own page data and code, the resources a navigation needs. */
const isSiteResource = (url: string, origin: string) => {
  try {
    const { origin: o, pathname } = new URL(url, origin)
    return o === origin && (pathname.startsWith('/page-data/') || pathname.endsWith('.js'))
  } catch {
    return false
  }
}

/** Records the download results of page data (fetched by Gatsby's loader with
 * XMLHttpRequest, or prefetched with <link rel="prefetch">) and of code chunks (script and
 * link elements). A 404 for page data is an answer (that page does not exist); no answer
 * or a server error is a failure. */
export const watchResourceDownloads = (
  win: Window & typeof globalThis,
  history: ResourceHistory,
) => {
  const origin = win.location.origin
  const urls = new WeakMap<XMLHttpRequest, string>()
  const { open, send } = win.XMLHttpRequest.prototype
  win.XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['open']>
  ) {
    urls.set(this, String(args[1]))
    return open.apply(this, args)
  } as XMLHttpRequest['open']
  win.XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const url = urls.get(this)
    if (url && isSiteResource(url, origin))
      this.addEventListener('loadend', () =>
        history.record(url, this.status > 0 && this.status < 500),
      )
    return send.call(this, body)
  }
  const onElement = (ok: boolean) => (event: Event) => {
    const target = event.target
    const url =
      target instanceof win.HTMLScriptElement
        ? target.src
        : target instanceof win.HTMLLinkElement
          ? target.href
          : ''
    if (url && isSiteResource(url, origin)) history.record(url, ok)
  }
  // Load and error events of elements do not bubble, but they can be caught on the way down.
  win.addEventListener('load', onElement(true), true)
  win.addEventListener('error', onElement(false), true)
}
