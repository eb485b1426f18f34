// The search index, built with the site and fetched only by the search page: articles,
// films and culture productions, each with its title, its text and where it leads. It
// holds productions, not showings, so that it grows with the catalogue, not the programme.
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import { stripHtml } from '../validate/text'
import type { SearchDocument } from '../../contract'
import type { Content } from '../validate/validate'
import type { RecordLinks } from '../plan/record-links'
import { laterStartsOf } from '../plan/project'
import { groupBy } from '../../lib/programme'

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

const productionDocument = (
  p: Production,
  url: string,
  showings: ProgrammeEvent[],
): SearchDocument => {
  const film = p.object === 'movie'
  const [next, ...later] = showings
  return {
    kind: film ? 'film' : 'culture',
    title: p.title,
    url,
    date: next?.startTime,
    ...(later.length > 0 && { laterStarts: laterStartsOf(later) }),
    ...(film && p.ageLimit && { ageLimit: p.ageLimit }),
    // A film's summary is enough to recognise it; its page has the rest.
    text: squash(p.contents.map((c) => (film ? c.summary : `${c.summary} ${c.body}`)).join(' ')),
    keywords: squash(
      (film
        ? [p.originalTitle ?? '', ...p.genres, ...p.features]
        : [...p.features, next?.location.name ?? '']
      ).join(' '),
    ),
  }
}

/** Each document leads to the page that shows its record; a record no page shows is left out. */
export const buildSearchIndex = (content: Content, links: RecordLinks): SearchDocument[] => {
  // The validated programme is in order of start.
  const showingsOf = groupBy(content.programme.events, (e) => e.productionId)
  // Films and culture productions with a page; coming films (no showings yet) included.
  const productions = content.programme.productions.flatMap((p) => {
    const url = links.pathOf('production', p.id)
    return url ? [productionDocument(p, url, showingsOf.get(p.id) ?? [])] : []
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
  return [...productions, ...articles]
}
