// What a block's data carries of each record (made by src/pipeline/plan/project.ts). A list
// carries summaries; a single record is carried whole. Every record comes with the path of
// the page that shows it (from the planner's routes), or none if no page does.
import type { Production, ProgrammeEvent } from '../pipeline/validate/programme-schema'
import type { Article } from '../pipeline/validate/schema'

/** Where the site shows the production or article: its page, or nowhere (no link). */
export type Linked = { path: string | undefined }

export type LinkedProduction = Production & Linked
export type LinkedArticle = Article & Linked

export type ProductionCard = Pick<
  Production,
  | 'id'
  | 'object'
  | 'objectClass'
  | 'title'
  | 'advertisementFlags'
  | 'assets'
  | 'genres'
  | 'ageLimit'
  | 'lengthMinutes'
  | 'premiereDate'
> &
  Linked & { summary: string }

type Showing = Omit<ProgrammeEvent, 'production'> & { calendarPath: string }

/** A showing with its production's card (one card per production lists). */
export type EventSummary = Showing & { production: ProductionCard }

/** A showing in a schedule or ticket list: its production only as far as a link needs. */
export type EventLine = Showing & {
  production: Pick<Production, 'id' | 'title' | 'object' | 'ageLimit'> & Linked
}

export type ArticleCard = Pick<
  Article,
  'id' | 'title' | 'slug' | 'category' | 'thumbnail' | 'createdAt'
> &
  Linked & { excerpt: string }
