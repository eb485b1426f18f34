// How the benchmark judges Lighthouse's SEO category on a page the site keeps out of search
// engines on purpose.
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'

// Lighthouse's audit that a search engine may index the page. The site keeps some pages out
// of the index on purpose (noindex: search results, a visitor's own pages, the not-found
// page; src/contract/routes.ts), and leaves them out of its sitemap.
export const CRAWLABLE = 'is-crawlable'

/** Every URL entry of a build's sitemaps ({ loc, lastmod }), read through its index, or
 * null when it has none (the floor). */
export const sitemapUrls = (publicDir) => {
  if (!fs.existsSync(path.join(publicDir, 'sitemap-index.xml'))) return null
  const xml = new XMLParser()
  const read = (file) => xml.parse(fs.readFileSync(path.join(publicDir, file), 'utf8'))
  return [read('sitemap-index.xml').sitemapindex.sitemap]
    .flat()
    .flatMap(({ loc }) => [read(new URL(loc).pathname).urlset.url].flat())
}

/** The paths a build's sitemaps list, as the pages' paths are written: the pages it wants
 * indexed. null when it has none (the floor). */
export const sitemapPaths = (publicDir) => {
  const urls = sitemapUrls(publicDir)
  return urls && new Set(urls.map(({ loc }) => decodeURI(new URL(loc).pathname)))
}

/** The SEO score as Lighthouse weighs it, without the indexing audit: what a page kept out
 * of the index on purpose scores on everything else. */
export const seoWithoutIndexing = (lhr) => {
  let weighted = 0
  let weights = 0
  for (const { id, weight } of lhr.categories.seo?.auditRefs ?? []) {
    const score = lhr.audits[id]?.score
    if (id === CRAWLABLE || !weight || score === null || score === undefined) continue
    weighted += weight * score
    weights += weight
  }
  return weights ? Math.round((weighted / weights) * 100) : 0
}
