// The news as an RSS 2.0 feed (the `feed` library writes it): every published article,
// newest first, each with its title, summary, date and absolute link; a library article
// says it is the library's, by its category and its summary (as the article pages name it).
import { Feed } from 'feed'
import type { Content } from '../validate/validate'
import { excerpt } from '../validate/text'
import { absoluteUrl, type RecordLinks } from '../plan/record-links'
import { NEWS_FEED_PATH } from '../../contract/routes'

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
  const feed = new Feed({
    title: `Nyheter fra ${site.name}`,
    description: `Nytt fra ${site.name}: kino, scene, kultur og bibliotek.`,
    id: `${siteUrl}/`,
    link: `${siteUrl}/`,
    language: 'nb',
    copyright: site.name,
    ...(newest > 0 && { updated: new Date(newest) }),
    feedLinks: { rss: absoluteUrl(siteUrl, NEWS_FEED_PATH) },
  })
  for (const { article, path } of articles) {
    const link = absoluteUrl(siteUrl, path)
    const fromLibrary = article.category === 'library'
    const summary = excerpt(article.content, 300)
    feed.addItem({
      title: article.title,
      id: link,
      link,
      // RSS names an author only with an e-mail address: the summary says whose it is.
      description: fromLibrary ? `Fra ${library}: ${summary}` : summary,
      date: new Date(article.createdAt),
      ...(fromLibrary && { category: [{ name: 'Bibliotek' }] }),
    })
  }
  return feed.rss2()
}
