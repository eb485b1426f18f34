// The search index, built with the site and fetched only by the search page: articles and
// culture productions, each with its title, its text and where it leads.
import type { Production, ProgrammeEvent } from '../validate/programme-schema'
import { stripHtml } from '../validate/text'
import type { SearchDocument } from '../../contract'
import type { Content } from '../validate/validate'
import type { RecordLinks } from '../plan/record-links'

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

const cultureDocument = (
  p: Production,
  url: string,
  next: ProgrammeEvent | undefined,
): SearchDocument => ({
  kind: 'culture',
  title: p.title,
  url,
  date: next?.startTime,
  text: squash(p.contents.map((c) => `${c.summary} ${c.body}`).join(' ')),
  keywords: squash([...p.features, next?.location.name ?? ''].join(' ')),
})

/** Each document leads to the page that shows its record; a record no page shows is left out. */
export const buildSearchIndex = (content: Content, links: RecordLinks): SearchDocument[] => {
  const firstEvent = new Map<string, ProgrammeEvent>()
  for (const e of content.programme.events)
    if (!firstEvent.has(e.productionId)) firstEvent.set(e.productionId, e)
  const culture = content.programme.productions
    .filter((p) => p.object === 'culture')
    .flatMap((p) => {
      const url = links.pathOf('production', p.id)
      return url ? [cultureDocument(p, url, firstEvent.get(p.id))] : []
    })
  const articles = content.articles.flatMap(({ article }): SearchDocument[] => {
    const url = links.pathOf('article', article.id)
    if (!url) return []
    return [
      {
        kind: article.category,
        title: article.title,
        url,
        date: new Date(article.createdAt).toISOString(),
        text: stripHtml(article.content),
      },
    ]
  })
  return [...culture, ...articles]
}
