// What a block's data file carries of each record. A list carries summaries (an event
// with its production's card, a production's card, an article's card); a single record
// (the production of a film page, the article of an article page) is carried whole.
// This keeps the front page's and /kino's data files small as the programme grows.
import type { Production, ProgrammeEvent } from '../validate/programme-schema'
import type { Article, Model } from '../validate/schema'
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

const summarise = {
  production: (r: unknown) => productionCard(r as Production),
  event: (r: unknown) => eventSummary(r as ProgrammeEvent),
  article: (r: unknown) => articleCard(r as Article),
} satisfies Record<Model, (r: unknown) => unknown>

// Blocks that list showings one per line need no production cards; blocks that show one
// card per production need only each production's next showing.
const LINE_BLOCKS = new Set(['Schedule', 'TicketList'])
const CARD_BLOCKS = new Set(['Events', 'CultureProgramme'])

const firstPerProduction = (events: ProgrammeEvent[]) => {
  const seen = new Set<string>()
  return events.filter((e) => !seen.has(e.productionId) && seen.add(e.productionId))
}

/** The schedule shows the programme's first days (block prop "days", default 14). */
export const DEFAULT_SCHEDULE_DAYS = 14

const firstDays = (events: ProgrammeEvent[], days: number) => {
  const first = events[0]
  if (!first) return events
  const last = addDays(osloDayKey(first.startTime), days - 1)
  return events.filter((e) => osloDayKey(e.startTime) <= last)
}

type BlockShape = { component: string; props?: Record<string, unknown> }

export const projectRecords = (
  model: Model,
  found: unknown,
  block: BlockShape = { component: '' },
): unknown => {
  const { component, props = {} } = block
  if (Array.isArray(found) && model === 'event' && component === 'Schedule') {
    const days = typeof props.days === 'number' ? props.days : DEFAULT_SCHEDULE_DAYS
    return firstDays(found as ProgrammeEvent[], days).map(eventLine)
  }
  if (Array.isArray(found) && model === 'event' && LINE_BLOCKS.has(component)) {
    return found.map((r) => eventLine(r as ProgrammeEvent))
  }
  if (Array.isArray(found) && model === 'event' && CARD_BLOCKS.has(component)) {
    return firstPerProduction(found as ProgrammeEvent[]).map(eventSummary)
  }
  if (Array.isArray(found)) return found.map((r) => summarise[model](r))
  // A single event still carries its production as a card; other single records go whole.
  return model === 'event' && found ? summarise.event(found) : found
}
