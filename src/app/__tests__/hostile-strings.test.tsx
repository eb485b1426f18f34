/** @jest-environment node */
// One table of hostile strings through every output the build writes from records: the
// pages (text, attributes, meta, JSON-LD), the news feed, the calendars, the search index,
// the nginx redirects, the sitemap's paths and the pages' policies. Each output either
// holds the string as text that a strict parser of its format reads back equal (the
// characters no format may hold removed where the record is read, and line breaks as the
// format writes them), or the build refuses the record, naming it and the field.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SaxesParser } from 'saxes'
import { buildSite } from '../../pipeline/build-site'
import { ContentError } from '../../pipeline/errors'
import { layoutData } from '../../pipeline/plan/layout-data'
import { loadLocalContent } from '../../pipeline/load/load-local'
import { siteOutputs } from '../../pipeline/outputs/site-outputs'
import { checkXml, RSS_NAMESPACES } from '../../pipeline/outputs/xml-check'
import { securityHeaderFile } from '../../pipeline/outputs/security-headers'
import { withoutForbiddenCharacters } from '../../lib/forbidden-characters'
import { calendar } from '../../lib/icalendar'
import { parseIcs } from '../../testing/parse-ics'
import type { PlannedRoute } from '../../contract'
import ICAL from 'ical.js'
import { renderPage } from '../layout/__tests__/render-page'
import redirectMaps from '../../../rebuild-hook/releases/redirect-maps.js'

/** The keys of nginx map entries, read as nginx reads a double-quoted string (every
 * backslash the hook writes escapes a quote or a backslash). */
const parseMapKeys = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('"'))
    .map((line) => /^"((?:[^"\\]|\\.)*)"/.exec(line)![1]!.replace(/\\(.)/g, '$1'))

const LONG = Array.from({ length: 8000 }, (_, i) => `ord${i}`)
  .join(' ')
  .slice(0, 100_000)
  .trim()

const HOSTILE: [string, string][] = [
  ['"]]>" twice', 'Slutt]]>her]]>og der'],
  [
    'an XHTML-namespaced script',
    'x]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">window.pwned=1</x:script><![CDATA[',
  ],
  ['a closing script tag', 'Film</script><script>window.pwned=2</script>'],
  [
    'line breaks and control characters',
    'A\rB\nC\r\nD\u0000E\u0001F\u000BG\u001BH\u2028I\uFFFFJ\uD800K\uDC00L',
  ],
  ['nginx syntax', '$host"; { } return 200 "x"'],
  ['100,000 characters', `${LONG}${'x'.repeat(100_000 - LONG.length)}`],
]

const SITE_URL = 'https://kino.test'

/** What a record's text becomes where it is read. */
const cleaned = (s: string) => withoutForbiddenCharacters(s).trim()
/** Line breaks as HTML, XML and iCalendar read them back: CR LF and CR are LF. */
const lines = (s: string) => s.replace(/\r\n?/g, '\n')

const htmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The shipped content with the string in a film's title and its first showing's hall, and
 * in an article's title and body. */
const hostileBuild = (s: string) => {
  const raw = loadLocalContent(path.resolve(__dirname, '../../../content'))
  const productions = raw.productions.data as { id: string; title: string; object: string }[]
  const film = productions.find((p) => p.object === 'movie')!
  film.title = s
  const events = raw.events.data as { productionId: string; location: { name: string } }[]
  events.find((e) => e.productionId === film.id)!.location.name = s
  const article = raw.articles[0]!.data as { id: string; title: string; content: string }
  article.title = s
  article.content = `<p>${htmlEscape(s)}</p>`
  const build = buildSite(raw, { siteUrl: SITE_URL })
  const filmPath = build.links.pathOf('production', film.id)!
  const articlePath = build.links.pathOf('article', article.id)!
  return { build, film, article, filmPath, articlePath }
}

const pageOf = (route: PlannedRoute, build: ReturnType<typeof buildSite>) =>
  renderPage(route, layoutData(build.content, SITE_URL).site)

/** Every string in a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : []

/** The text of each element with the given local name, as a strict XML parser reads it. */
const xmlTexts = (xml: string, name: string) => {
  const found: string[] = []
  let inside: string | null = null
  const parser = new SaxesParser({ xmlns: true })
  parser.on('opentag', (tag) => {
    if (tag.local === name) inside = ''
  })
  parser.on('text', (text) => {
    if (inside !== null) inside += text
  })
  parser.on('closetag', (tag) => {
    if (tag.local === name && inside !== null) {
      found.push(inside)
      inside = null
    }
  })
  parser.on('error', (error) => {
    throw error
  })
  parser.write(xml).close()
  return found
}

describe.each(HOSTILE)('the hostile string: %s', (_name, s) => {
  const expected = cleaned(s)
  const { build, film, article, filmPath, articlePath } = hostileBuild(s)
  const outputs = siteOutputs(build, { siteUrl: SITE_URL, now: new Date(), builtAt: new Date() })
  const output = (file: string) => outputs.find((o) => o.path === `public${file}`)!.contents

  it('is read without the characters no format may hold', () => {
    const title = build.content.programme.productions.find((p) => p.id === film.id)!.title
    expect(title === expected).toBe(true)
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    expect(title).not.toMatch(/[\u0000\u0001\u000B\u001B\uFFFF]|\uD800(?![\uDC00-\uDFFF])/)
  })

  it('is text in the film page and the article page: body, title, meta and JSON-LD', () => {
    for (const route of [filmPath, articlePath]) {
      const planned = build.routes.find((r) => r.path === route)!
      const { doc } = pageOf(planned, build)
      const text = lines(expected)
      expect(doc.querySelector('title')!.textContent!.includes(text)).toBe(true)
      expect(doc.body.textContent!.includes(text)).toBe(true)
      expect(doc.querySelector('script:not([type="application/ld+json"])')).toBeNull()
      expect(doc.querySelector('script[type="application/ld+json"] ~ script')).toBeNull()
      for (const el of doc.querySelectorAll('*'))
        for (const attribute of el.attributes) expect(attribute.name).not.toMatch(/^on/i)
      const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!) as unknown,
      )
      // The film's structured data names it (an article's has none of its own).
      if (route === filmPath) expect(stringsIn(ld).includes(expected)).toBe(true)
      const ogTitle = doc.querySelector('meta[property="og:title"]')?.getAttribute('content')
      expect(ogTitle?.includes(text)).toBe(true)
    }
  })

  it('is text in the news feed, which a strict XML parser reads with nothing but RSS and Atom in it', () => {
    const xml = output('/rss.xml')
    expect(() => checkXml('rss.xml', xml, RSS_NAMESPACES)).not.toThrow()
    expect(xmlTexts(xml, 'title').map(lines).includes(lines(expected))).toBe(true)
    const descriptions = xmlTexts(xml, 'description').map(lines)
    const start = lines(expected).replace(/\s+/g, ' ').slice(0, 40)
    expect(descriptions.some((d) => d.includes(start))).toBe(true)
  })

  it("is text in the programme's calendar and the showing's own file, as ical.js reads them", () => {
    const showing = build.content.programme.events.find((e) => e.productionId === film.id)!
    const ics = [
      output('/kalender/abonner/program.ics'),
      output(`/kalender/${encodeURIComponent(showing.eventId)}.ics`),
    ]
    for (const file of ics) {
      const event = parseIcs(file).find((e) => e.uid.startsWith(`${showing.id}@`))!
      expect(event.summary === lines(expected)).toBe(true)
      expect(event.location === `${build.content.site.name}, ${lines(expected)}`).toBe(true)
    }
    const prodId = `-//${expected}//Program//NB`
    const parsed = new ICAL.Component(ICAL.parse(calendar(prodId, [])))
    expect(parsed.getFirstPropertyValue('prodid') === lines(prodId)).toBe(true)
  })

  it('is text in the search index', () => {
    const index = JSON.parse(output('/search-index.json')) as { url: string; title: string }[]
    expect(index.find((d) => d.url === filmPath)!.title === expected).toBe(true)
    expect(index.find((d) => d.url === articlePath)!.title === expected).toBe(true)
  })

  it('never reaches a page policy: a ticket address holding it is refused, naming the record', () => {
    const raw = loadLocalContent(path.resolve(__dirname, '../../../content'))
    const event = (raw.events.data as { id: string; ticketUrl: string }[])[0]!
    event.ticketUrl = `https://billett.example/${s}`
    const hostile = buildSite(raw, { siteUrl: SITE_URL })
    const kept = hostile.content.programme.events.find((e) => e.id === event.id)
    if (kept) expect(kept.ticketUrl).toBe(event.ticketUrl)
    else
      expect(hostile.content.warnings.join('\n')).toContain(
        `record ${JSON.stringify(event.id)}, field "ticketUrl"`,
      )
    const file = securityHeaderFile([{ path: '/', html: '<html></html>' }], {
      partnerApis: [],
      ticketing: hostile.content.programme.events.map((e) => e.ticketUrl),
      images: [],
      frames: [],
    })
    for (const policy of [file.defaultPolicy, ...Object.values(file.pages)])
      expect(policy).not.toMatch(/script>|\]\]>|\$host|pwned|ord1 /)
  })

  it('goes into an nginx redirect only as a quoted path that reads back equal, or is refused', () => {
    const raw = loadLocalContent(path.resolve(__dirname, '../../../content'))
    const redirects = raw.redirects.data as { from: string; to: string; permanent: boolean }[]
    redirects.push({ from: `/${s}`, to: '/kino', permanent: true })
    let built: ReturnType<typeof buildSite> | null = null
    try {
      built = buildSite(raw, { siteUrl: SITE_URL })
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      expect((error as ContentError).faults[0]).toMatchObject({
        file: raw.redirects.file,
        field: expect.stringMatching(/from$/),
      })
      return
    }
    const serveJson = siteOutputs(built, {
      siteUrl: SITE_URL,
      now: new Date(),
      builtAt: new Date(),
    }).find((o) => o.path === 'public/serve.json')!.contents
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-release-'))
    fs.writeFileSync(path.join(release, 'serve.json'), serveJson)
    const read = redirectMaps.releaseRedirects(release)
    fs.rmSync(release, { recursive: true })
    // The hook takes it as written, or refuses the release naming it: never a changed path.
    if (!read.ok) return expect(read.output).toMatch(/serve\.json|redirect from/)
    expect(read.redirects).toContainEqual({ from: `/${s}`, status: 301, to: '/kino' })
    const map = redirectMaps.mapTexts(read.redirects)['redirects-301.map']!
    expect(parseMapKeys(map)).toContain(`/${s}`)
  })

  it("never becomes a page's path (the sitemap's addresses): the record is refused, naming it", () => {
    const raw = loadLocalContent(path.resolve(__dirname, '../../../content'))
    const articleRecord = raw.articles[0]!.data as { id: string; slug: string }
    articleRecord.slug = s
    expect(() => buildSite(raw, { siteUrl: SITE_URL })).toThrow(
      `record ${JSON.stringify(articleRecord.id)}, field "slug"`,
    )
    const film2 = loadLocalContent(path.resolve(__dirname, '../../../content'))
    const movie = (film2.productions.data as { id: string; parentSlug: string }[])[0]!
    movie.parentSlug = s
    const built = buildSite(film2, { siteUrl: SITE_URL })
    expect(built.content.warnings.join('\n')).toContain(
      `record ${JSON.stringify(movie.id)}, field "parentSlug"`,
    )
    expect(built.routes.map((r) => r.path).join('\n')).not.toContain(s.slice(0, 12))
  })

  it('as a showing id fails the build, naming the record', () => {
    const raw = loadLocalContent(path.resolve(__dirname, '../../../content'))
    const event = (raw.events.data as { id: string }[])[0]!
    event.id = s
    expect(() => buildSite(raw, { siteUrl: SITE_URL })).toThrow(
      /record "[^\n]*", field "id": an id from the ticketing platform must be/,
    )
  })

  void article
})
