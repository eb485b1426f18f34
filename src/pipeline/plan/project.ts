// What a block's data file carries of each record. A list carries summaries (an event
// with its production's card, a production's card, an article's card); a single record
// (the production of a film page, the article of an article page) is carried whole.
// This keeps the front page's and /kino's data files small as the programme grows.
import type { Production, ProgrammeEvent } from '../validate/programme-schema'
import type { Projected, Projection } from '../../contract/blocks'
import type { Article } from '../validate/schema'
import { addDays, osloDayKey } from '../../lib/dates'
import { excerpt } from '../validate/text'

export const productionCard = (p: Production) => ({
  id: p.id,
  object: p.object,
  objectClass: p.objectClass,
  title: p.title,
  parentSlug: p.parentSlug,
  pageReference: p.pageReference,
  advertisementFlags: p.advertisementFlags,
  summary: p.contents[0]?.summary ?? '',
  assets: p.assets,
  genres: p.genres,
  ageLimit: p.ageLimit,
  lengthMinutes: p.lengthMinutes,
  premiereDate: p.premiereDate,
})

export const eventSummary = (e: ProgrammeEvent) => {
  const { production, ...event } = e
  return { ...event, production: productionCard(production) }
}

/** A showing in a schedule or ticket list: its production only as far as a link needs. */
export const eventLine = (e: ProgrammeEvent) => {
  const { production: p, ...event } = e
  return {
    ...event,
    production: {
      id: p.id,
      title: p.title,
      object: p.object,
      parentSlug: p.parentSlug,
      pageReference: p.pageReference,
      ageLimit: p.ageLimit,
    },
  }
}

export const articleCard = (a: Article) => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  category: a.category,
  thumbnail: a.thumbnail,
  createdAt: a.createdAt,
  excerpt: excerpt(a.content, 160),
})

export type ProductionCard = ReturnType<typeof productionCard>
export type EventSummary = ReturnType<typeof eventSummary>
export type EventLine = ReturnType<typeof eventLine>
export type ArticleCard = ReturnType<typeof articleCard>

const firstPerProduction = (events: ProgrammeEvent[]) => {
  const seen = new Set<string>()
  return events.filter((e) => !seen.has(e.productionId) && seen.add(e.productionId))
}

/** The first `days` days of a programme (from its first showing), or all of it. */
const firstDays = (events: ProgrammeEvent[], days: number | undefined) => {
  const first = events[0]
  if (!first || days === undefined) return events
  const last = addDays(osloDayKey(first.startTime), days - 1)
  return events.filter((e) => osloDayKey(e.startTime) <= last)
}

const many = <T>(found: unknown) => (Array.isArray(found) ? (found as T[]) : [])
const one = <T>(found: unknown) => (found && !Array.isArray(found) ? (found as T) : undefined)

/**
 * Each projection of the block contract (src/contract/blocks.ts): what a block's data
 * carries of the records its source found. The validator has made sure that the source
 * gives the model and kind (one record or a collection) each projection reads.
 */
export const PROJECT: {
  [P in Projection]: (found: unknown, props: { days?: number }) => Projected[P] | undefined
} = {
  production: (found) => one<Production>(found),
  article: (found) => one<Article>(found),
  productionCards: (found) => many<Production>(found).map(productionCard),
  articleCards: (found) => many<Article>(found).map(articleCard),
  eventLines: (found, { days }) => firstDays(many<ProgrammeEvent>(found), days).map(eventLine),
  nextShowings: (found) => firstPerProduction(many<ProgrammeEvent>(found)).map(eventSummary),
}
