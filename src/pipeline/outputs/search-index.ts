// The search index, built with the site and fetched only by the search page: articles and
// culture productions, each with its title, its text and where it leads.
import type { Production, ProgrammeEvent } from '../validate/programme-schema'
import { stripHtml } from '../validate/text'
import type { SearchDocument } from '../../contract'
import type { Content } from '../validate/validate'

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

const cultureDocument = (p: Production, next: ProgrammeEvent | undefined): SearchDocument => ({
  kind: 'culture',
  title: p.title,
  url: `/${p.pageReference}`,
  date: next?.startTime,
  text: squash(p.contents.map((c) => `${c.summary} ${c.body}`).join(' ')),
  keywords: squash([...p.features, next?.location.name ?? ''].join(' ')),
})

export const buildSearchIndex = (content: Content): SearchDocument[] => {
  const firstEvent = new Map<string, ProgrammeEvent>()
  for (const e of content.programme.events)
    if (!firstEvent.has(e.productionId)) firstEvent.set(e.productionId, e)
  const culture = content.programme.productions
    .filter((p) => p.object === 'culture')
    .map((p) => cultureDocument(p, firstEvent.get(p.id)))
  const articles = content.articles.map(({ article }): SearchDocument => ({
    kind: article.category,
    title: article.title,
    url: `/article/${article.slug}`,
    date: new Date(article.createdAt).toISOString(),
    text: stripHtml(article.content),
  }))
  return [...culture, ...articles]
}
