// What a phone downloads on a first visit, by kind of file, as the browser counts it: the
// transfer sizes of the page's own resources (Resource Timing: what came over the wire,
// compressed or not, headers included), in Chromium at Lighthouse's mobile size, with the
// service worker blocked, nothing scrolled, once the network is quiet. Lazy pictures
// below the fold are not fetched, and should not be.
import { waitForHydration } from '../../scripts/hydration.mjs'

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

const KINDS = [
  ['json', /\.json$/],
  ['js', /\.m?js$/],
  ['css', /\.css$/],
  ['images', /\.(avif|webp|jpe?g|png|gif|svg|ico)$/],
]

const kindOf = ({ entryType, pathname }) =>
  entryType === 'navigation' ? 'html' : (KINDS.find(([, re]) => re.test(pathname))?.[0] ?? 'other')

/** Resolves once the page has hydrated, each of its parts too (a part that hydrates later
 * fetches its code only after the page has: on a busy machine, after the network was
 * quiet for networkidle's 500 ms), and then no new file was fetched for 700 ms. Without
 * it, two visits of one page could count different sets of files. */
const settled = async (page) => {
  await waitForHydration(page)
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length)
  for (let count = await fetched(), last = -1; count !== last; count = await fetched()) {
    last = count
    await page.waitForTimeout(700)
  }
}

const kbByKind = (entries) => {
  const kb = { html: 0, js: 0, json: 0, css: 0, images: 0, other: 0 }
  for (const entry of entries) kb[kindOf(entry)] += entry.bytes / 1024
  return kb
}

/** KB per kind ({ html, js, json, css, images, other }), the pictures' count and the largest
 * picture, for one first visit of url; files lists what was fetched, path by path. */
export const firstVisitBytes = async (browser, url) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  try {
    await context.addInitScript(() => performance.setResourceTimingBufferSize(2000))
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await settled(page)
    const entries = await page.evaluate(
      (origin) =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
          .map((e) => ({ url: new URL(e.name), entryType: e.entryType, bytes: e.transferSize }))
          // The partner's answers are another site's (and cross-origin sizes read as 0).
          .filter((e) => e.url.origin === origin)
          .map((e) => ({ entryType: e.entryType, pathname: e.url.pathname, bytes: e.bytes })),
      new URL(url).origin,
    )
    const kb = kbByKind(entries)
    const pictures = entries.filter((e) => kindOf(e) === 'images')
    return {
      kb,
      pictures: pictures.length,
      largestPicture: pictures.sort((a, b) => b.bytes - a.bytes)[0]?.pathname ?? null,
      files: entries,
    }
  } finally {
    await context.close()
  }
}

/** Two visits' KB per kind over the files both fetched, and the paths only one fetched. Even
 * once a page has settled, what it prefetches on idle (the page data of links in view)
 * depends on when the browser was idle: comparing two servers' bytes, only the same files
 * say anything. */
export const sameFilesKb = (a, b) => {
  const paths = (visit) => new Set(visit.files.map((file) => file.pathname))
  const [inA, inB] = [paths(a), paths(b)]
  const common = (visit) => visit.files.filter((f) => inA.has(f.pathname) && inB.has(f.pathname))
  return {
    a: kbByKind(common(a)),
    b: kbByKind(common(b)),
    onlyA: [...inA].filter((p) => !inB.has(p)),
    onlyB: [...inB].filter((p) => !inA.has(p)),
  }
}
