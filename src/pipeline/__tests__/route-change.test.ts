/** @jest-environment node */
// Routes are content: the planner makes them from the page records, and every link to a
// record comes from the routes it made. Moving the article route in content moves every
// article link the build writes, and the link check names each editor-written link that
// still points to the old place.
import path from 'node:path'
import type { RawContent } from '../load/records'
import { buildSite } from '../build-site'
import { ContentError } from '../errors'
import { loadLocalContent } from '../load/load-local'
import { layoutData } from '../plan/layout-data'
import { siteOutputs } from '../outputs/site-outputs'

const SITE_URL = 'https://kino.test'

const shipped = () => loadLocalContent(path.resolve(__dirname, '../../../content'))

/** The shipped content with _article.json's path set to /artikkel/:article. */
const withArticleRoute = (raw: RawContent) => {
  const article = raw.pages.find((p) => p.file.endsWith('_article.json'))!
  ;(article.data as { path: string }).path = '/artikkel/:article'
  return raw
}

/** What an editor does after such a move: their own links follow it. */
const editorLinksFollow = (raw: RawContent): RawContent =>
  JSON.parse(JSON.stringify(raw).replaceAll('/article/', '/artikkel/'))

describe('the article route, moved in content', () => {
  it('fails the build at each editor link that still points to the old place', () => {
    let error: unknown
    try {
      buildSite(withArticleRoute(shipped()))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ContentError)
    const message = (error as Error).message
    expect(message).toContain(
      'content/menus.json: record "footer-personvern", field "path": links to "/article/personvernerklaering", which is not a route',
    )
    expect(message).toContain(
      'record "footer-cookies", field "path": links to "/article/info-om-cookies"',
    )
  })

  it('moves every article link the build writes: cards, search, calendar, JSON-LD, meta, cookie dialog', () => {
    // Only the route record changes; editor links are moved first, so that the build passes.
    const raw = withArticleRoute(editorLinksFollow(shipped()))
    const build = buildSite(raw, { siteUrl: SITE_URL })
    const { routes, content } = build
    const slugs = content.articles.map((a) => a.article.slug)

    // One page per article at the new place.
    const paths = new Set(routes.map((r) => r.path))
    for (const slug of slugs) expect(paths.has(`/artikkel/${slug}`)).toBe(true)

    // Article cards on the pages that list articles.
    const cards = routes.flatMap((r) =>
      r.blocks.flatMap((b) => (b.component === 'CardList' ? (b.data.articles ?? []) : [])),
    )
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.path).toBe(`/artikkel/${card.slug}`)

    // Canonical URLs of the article pages.
    const articlePage = routes.find((r) => r.path === `/artikkel/${slugs[0]}`)!
    expect(articlePage.url).toBe(`${SITE_URL}/artikkel/${slugs[0]}`)

    // The search index, and everything else the build writes.
    const outputs = siteOutputs(build, { siteUrl: SITE_URL, now: new Date(), builtAt: new Date() })
    const index = JSON.parse(outputs.find((f) => f.path === 'public/search-index.json')!.contents)
    const articleUrls = index
      .filter((d: { kind: string }) => d.kind === 'article' || d.kind === 'library')
      .map((d: { url: string }) => d.url)
    expect(articleUrls.sort()).toEqual(slugs.map((s) => `/artikkel/${s}`).sort())

    // The cookie dialog's link, from the layout data.
    expect(layoutData(content, SITE_URL, {}, build.links).site.cookieInfoPath).toBe(
      '/artikkel/info-om-cookies',
    )

    // Nothing the planner or the outputs made still says /article/.
    expect(JSON.stringify(routes)).not.toContain('/article/')
    for (const file of outputs) expect(file.contents).not.toContain('/article/')
  })
})
