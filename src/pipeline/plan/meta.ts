// Page meta for a route that shows one record (SPEC section 2): a production's description
// is its first content summary, its image the first image asset and its keywords the
// features; an article's description is the start of its text.
import type { Production } from '../../contract/records/programme'
import type { Article, Meta, Model, Site } from '../../contract/records/content'
import { excerpt } from '../validate/text'

export const deriveMeta = (
  model: Model,
  record: Record<string, unknown>,
  fallback: Meta,
  site: Site,
): Meta => {
  if (model === 'article') {
    const article = record as Article
    return {
      title: article.title,
      description: excerpt(article.content, 160) || fallback.description,
      image: article.image || (fallback.image ?? site.defaultImage),
      keywords: fallback.keywords,
    }
  }
  const production = record as Production
  const image = production.assets.find((a) => a.type === 'image')
  return {
    title: production.title,
    description: production.contents[0]?.summary ?? fallback.description,
    image: image?.url ?? fallback.image,
    keywords: production.features.length ? production.features : fallback.keywords,
  }
}
