// The news as an RSS 2.0 feed: every published article, newest first, each with its
// title, summary, date and absolute link; a library article says it is the library's, by
// its category and its summary (as the article pages name it). Written by xmlbuilder2,
// which escapes every text as text (no CDATA: the feed library wrapped titles in CDATA and
// escaped only the first "]]>", so an article's title could close it and add elements) and
// leaves out any character XML 1.0 forbids; the build parses the result strictly
// (xml-check.ts) before it is published.
import { create } from 'xmlbuilder2'
import type { Content } from '../validate/validate'
import { excerpt } from '../validate/text'
import { absoluteUrl, type RecordLinks } from '../plan/record-links'
import { FILE_PATHS } from '../../contract/paths'

/** What the article pages call the library (their Article block's libraryLabel). */
const libraryName = (content: Content): string => {
  const block = content.pages
    .flatMap(({ page }) => page.blocks)
    .find((b) => b.component === 'Article')
  const label = (block?.props as { libraryLabel?: unknown } | undefined)?.libraryLabel
  return typeof label === 'string' ? label : 'Biblioteket'
}

export const newsFeedXml = (content: Content, links: RecordLinks, siteUrl: string): string => {
  const { site } = content
  const articles = content.articles
    .map(({ article }) => ({ article, path: links.pathOf('article', article.id) }))
    .filter((a): a is typeof a & { path: string } => a.path !== undefined)
    .sort((a, b) => b.article.createdAt - a.article.createdAt)
  const library = libraryName(content)
  const newest = articles.map((a) => a.article.updatedAt).reduce((a, b) => Math.max(a, b), 0)
  const feedUrl = absoluteUrl(siteUrl, FILE_PATHS.newsFeed)
  const rss = create({ version: '1.0', encoding: 'utf-8', invalidCharReplacement: '' }).ele('rss', {
    version: '2.0',
    'xmlns:atom': ATOM,
  })
  const channel = rss.ele('channel')
  channel.ele('title').txt(`Nyheter fra ${site.name}`)
  channel.ele('link').txt(`${siteUrl}/`)
  channel.ele('description').txt(`Nytt fra ${site.name}: kino, scene, kultur og bibliotek.`)
  if (newest > 0) channel.ele('lastBuildDate').txt(new Date(newest).toUTCString())
  channel.ele('language').txt('nb')
  channel.ele('copyright').txt(site.name)
  channel.ele(ATOM, 'atom:link', { href: feedUrl, rel: 'self', type: 'application/rss+xml' })
  for (const { article, path } of articles) {
    const link = absoluteUrl(siteUrl, path)
    const fromLibrary = article.category === 'library'
    const summary = excerpt(article.content, 300)
    const item = channel.ele('item')
    item.ele('title').txt(article.title)
    item.ele('link').txt(link)
    item.ele('guid', { isPermaLink: 'true' }).txt(link)
    item.ele('pubDate').txt(new Date(article.createdAt).toUTCString())
    // RSS names an author only with an e-mail address: the summary says whose it is.
    item.ele('description').txt(fromLibrary ? `Fra ${library}: ${summary}` : summary)
    if (fromLibrary) item.ele('category').txt('Bibliotek')
  }
  return rss.end({ prettyPrint: true, wellFormed: true })
}

const ATOM = 'http://www.w3.org/2005/Atom'
