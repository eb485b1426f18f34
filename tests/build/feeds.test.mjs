// What search engines, feed readers and calendar apps are given, read back from the built
// site as they read it: the sitemap by its protocol's rules, the news feed with an XML
// parser, each calendar with ical.js (Mozilla's, as Thunderbird reads it), and robots.txt.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { XMLParser } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { sitemapPaths, sitemapUrls } from '../../bench/lib/seo.mjs'

// The remote-sourced build the browser tests serve, and the local build of the same content.
const ROOT = 'public'
const SAME_CONTENT = 'public-local-118'
const SITE = 'https://kino.gjovik.example'
const xml = new XMLParser()
const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8')

/** Every page the build wrote, by its path. */
const builtPages = (root) =>
  fs
    .readdirSync(root, { recursive: true })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${f.replace(/\/?index\.html$/, '')}`)

// A W3C datetime (the sitemap protocol's lastmod).
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

describe('the sitemap', () => {
  const urls = sitemapUrls(ROOT)
  const paths = urls.map((u) => new URL(u.loc).pathname)

  it('lists absolute URLs on the site, at most 50,000 a file, each once', () => {
    assert.ok(urls.length > 40, `${urls.length} URLs`)
    assert.ok(urls.length <= 50_000)
    for (const { loc } of urls) assert.equal(new URL(loc).origin, SITE, loc)
    assert.equal(new Set(paths).size, paths.length)
  })

  it('lists the fixed routes, every film and culture page and every article', () => {
    const pages = builtPages(ROOT)
    for (const route of ['/', '/kino', '/arrangementer', '/nyheter', '/babykino'])
      assert.ok(paths.includes(route), route)
    const programme = JSON.parse(fs.readFileSync('content/programme/productions.json', 'utf8'))
    const productionPages = programme.map((p) => `/${p.parentSlug ?? p.pageReference}`)
    const shown = pages.filter((p) => productionPages.includes(p) || p.startsWith('/article/'))
    assert.ok(shown.length > 60, `${shown.length} film, culture and article pages`)
    for (const page of shown) assert.ok(paths.includes(page), page)
  })

  it('names each version of a translated page and x-default, both ways, and none for the rest', () => {
    const withLinks = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'url' })
    const alternates = new Map(
      fs
        .readdirSync(ROOT)
        .filter((f) => /^sitemap-\d+\.xml$/.test(f))
        .flatMap((f) => withLinks.parse(read(ROOT, f)).urlset.url)
        .map((u) => [
          new URL(u.loc).pathname,
          [u['xhtml:link'] ?? []]
            .flat()
            .map((l) => `${l['@_hreflang']} ${new URL(l['@_href']).pathname}`)
            .sort(),
        ]),
    )
    const tickets = ['en /en/tickets', 'nb /billettinformasjon', 'x-default /billettinformasjon']
    assert.deepEqual(alternates.get('/billettinformasjon'), tickets)
    assert.deepEqual(alternates.get('/en/tickets'), tickets)
    assert.deepEqual(alternates.get('/en'), ['en /en', 'nb /', 'x-default /'])
    assert.deepEqual(alternates.get('/'), ['en /en', 'nb /', 'x-default /'])
    assert.deepEqual(alternates.get('/kino'), ['en /en/kino', 'nb /kino', 'x-default /kino'])
    assert.deepEqual(alternates.get('/nyheter'), [])
  })

  it('leaves out the not-found page, /test, the film club, the receipt, search and the editors', () => {
    const excluded = (p) =>
      /^(\/en)?\/(404|test|kjop-fullfort|search|publisering)(\/|$)|^\/kinoklubb(\/|$)/.test(p)
    assert.deepEqual(paths.filter(excluded), [])
  })

  it('dates pages by their records, not by the build', () => {
    const dated = urls.filter((u) => u.lastmod)
    assert.ok(dated.length > 40, `${dated.length} dated`)
    for (const { lastmod } of dated) assert.match(lastmod, W3C_DATETIME)
    const builtAt = JSON.parse(read(ROOT, 'build-info.json')).builtAt.slice(0, 10)
    assert.equal(dated.filter((u) => u.lastmod.startsWith(builtAt)).length, 0)
  })

  it('is named in robots.txt, which keeps crawlers out of the film club, the receipt and the editors', () => {
    const robots = read(ROOT, 'robots.txt')
    assert.match(robots, new RegExp(`^Sitemap: ${SITE}/sitemap-index\\.xml$`, 'm'))
    for (const path of ['/kinoklubb', '/kjop-fullfort', '/publisering'])
      assert.match(robots, new RegExp(`^Disallow: ${path}$`, 'm'))
  })

  it('is told apart from the pages that carry noindex', () => {
    for (const route of ['/kinoklubb', '/kinoklubb/min-side', '/kjop-fullfort', '/test'])
      assert.match(
        read(ROOT, `${route.slice(1)}/index.html`),
        /<meta name="robots" content="noindex"/,
      )
    assert.doesNotMatch(read(ROOT, 'kino/index.html'), /name="robots"/)
  })

  // The benchmark reads the sitemap to know which pages say noindex on purpose
  // (bench/lib/seo.mjs): the two must never disagree.
  it('holds exactly the pages without noindex', () => {
    const listed = sitemapPaths(ROOT)
    assert.ok(listed.has('/kino') && !listed.has('/search'))
    // gatsby-plugin-offline's app shell is no page of the site: the worker answers an
    // offline navigation with it, and no link leads to it.
    const pages = builtPages(ROOT).filter((p) => p !== '/offline-plugin-app-shell-fallback')
    for (const page of pages) {
      const noindex = /<meta name="robots" content="noindex"/.test(
        read(ROOT, path.join(page, 'index.html')),
      )
      assert.notEqual(listed.has(page), noindex, page)
    }
  })
})

describe('the news feed', () => {
  const channel = xml.parse(read(ROOT, 'rss.xml')).rss.channel
  const items = [channel.item].flat()
  const articles = builtPages(ROOT).filter((p) => p.startsWith('/article/'))

  it('has one entry per article, newest first, with valid dates and unique absolute links', () => {
    assert.equal(items.length, articles.length)
    const dates = items.map((i) => Date.parse(i.pubDate))
    assert.ok(dates.every(Number.isFinite))
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    )
    const links = items.map((i) => i.link)
    assert.equal(new Set(links).size, links.length)
    for (const link of links) assert.ok(articles.includes(new URL(link).pathname), link)
    assert.ok(items.every((i) => i.title && i.description))
  })

  it('is linked from every page, and visibly from /nyheter', () => {
    for (const page of ['index.html', 'kino/index.html', 'nyheter/index.html'])
      assert.match(
        read(ROOT, page),
        /<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/rss.xml"/,
      )
    assert.match(read(ROOT, 'nyheter/index.html'), /<a href="\/rss.xml"[^>]*>Følg nyhetene/)
  })
})

describe('the calendars to subscribe to', () => {
  const dir = path.join('kalender', 'abonner')
  const files = fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ics'))
  const events = (root, file) =>
    new ICAL.Component(ICAL.parse(read(root, path.join(dir, file))))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))

  it("are one for the whole programme and one for each series page, each linked as webcal: and to Google Calendar's subscribe page", () => {
    assert.deepEqual(files.sort(), [
      'babykino.ics',
      'barnas-superkino.ics',
      'den-store-kinodagen.ics',
      'nostalgikino.ics',
      'perlefilm-2024.ics',
      'perlefilm.ics',
      'program.ics',
      'seniorkino.ics',
      'siste-visning.ics',
      'sjoroverfest.ics',
      'strikkekino.ics',
    ])
    assert.match(
      read(ROOT, 'babykino/index.html'),
      /href="webcal:\/\/kino\.gjovik\.example\/kalender\/abonner\/babykino\.ics"/,
    )
    assert.match(
      read(ROOT, 'babykino/index.html'),
      /href="https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2Fkino\.gjovik\.example%2Fkalender%2Fabonner%2Fbabykino\.ics"/,
    )
  })

  it('give every showing a unique UID at this site, the same in another build of the same content', () => {
    for (const file of files) {
      const uids = events(ROOT, file).map((e) => e.uid)
      assert.ok(uids.length > 0, file)
      assert.equal(new Set(uids).size, uids.length, file)
      for (const uid of uids) assert.match(uid, /@kino\.gjovik\.example$/)
      assert.deepEqual(
        events(SAME_CONTENT, file).map((e) => e.uid),
        uids,
        file,
      )
    }
  })

  it('give each showing its title, hall, booking link, age limit and version', () => {
    const program = events(ROOT, 'program.ics')
    const all = JSON.parse(read(ROOT, 'build-info.json')).events
    assert.equal(program.length, all)
    for (const e of program) {
      assert.ok(e.summary)
      assert.match(e.location, /^Gjøvik kino og kulturhus, /)
      // The showing's ticket link: the partner's (https), or here the test builds' local
      // checkout, which the build sends the demo's reserved ticket host to.
      assert.match(
        e.component.getFirstPropertyValue('url'),
        /^(https:\/\/|http:\/\/localhost:8119\/)/,
      )
      assert.ok(e.component.getFirstPropertyValue('last-modified'))
      assert.ok(Number.isInteger(e.sequence))
    }
    assert.ok(program.some((e) => /Aldersgrense: /.test(e.description)))
  })
})
