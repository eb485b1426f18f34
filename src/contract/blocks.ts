// The contract between the content pipeline and the blocks: one entry per block component
// an editor may use, saying which props it takes (a zod schema, checked at build time with
// the usual file/record/field message) and which data (each data prop names a projection:
// the source model and shape it takes). The pipeline validates and projects by it; each
// block is typed from it (BlockProps<'Schedule'>). Adding a block is one entry here and one
// component, named in src/app/blocks/registry.tsx (type-checking insists).
//
// Run-time code imports only types from this file (ESLint enforces it), so neither zod nor
// the URL rules reach the browser.
import { z } from 'zod'
import { nonEmptyText, recordText } from '../lib/record-text'
import { imageUrl, linkTarget } from '../lib/safe-url'
import { EXPLAINER_ANCHORS } from '../lib/showing-attributes'
import { focusSchema } from './records/focus'
import type {
  ArticleCard,
  CalendarSubscription,
  EventLine,
  EventSummary,
  LinkedArticle,
  LinkedProduction,
  ProductionCard,
} from './cards'
import type { FilterSet } from './filters'

const text = nonEmptyText
const heading = text.optional()

/** A list shown in part (the front page's) links to the whole: «Se alle arrangementer». */
const more = z.object({ href: linkTarget, label: text }).strict().optional()
/** How many of a list's items show (those not over yet): the rest are behind `more`. */
const limit = z.number().int().min(1).max(100).optional()

/**
 * The shapes a block's data can take. Each reads one source model, as a single record or
 * a collection, and is made by the projection of the same name (src/pipeline/plan/project.ts),
 * which keeps list pages' data files small.
 */
export const PROJECTIONS = {
  /** A film or culture production, whole (a film page's own production). */
  production: { model: 'production', collection: false },
  /** An article, whole (an article page's own article). */
  article: { model: 'article', collection: false },
  productionCards: { model: 'production', collection: true },
  articleCards: { model: 'article', collection: true },
  /** Every showing as a line with a link, within the block's `days` if it has them. */
  eventLines: { model: 'event', collection: true },
  /** Each production's next showing, with the production's card. */
  nextShowings: { model: 'event', collection: true },
  /** The filters of a schedule's showings (within its `days`): the form and each one's facets. */
  showingFilters: { model: 'event', collection: true },
  /** The filters of the productions of a list of showings, by kind and date. */
  productionFilters: { model: 'event', collection: true },
  /** The filters of the films of a list of showings: a film passes if one showing does. */
  filmFilters: { model: 'event', collection: true },
  /** A calendar to subscribe to, of these showings: its addresses and how many it holds. */
  calendarFeed: { model: 'event', collection: true },
  /** When each Oslo day's first showing starts: what the box office's hours follow. */
  firstShowings: { model: 'event', collection: true },
  /** The price lists and supplements as a table's rows, in the page's language. */
  priceRows: { model: 'price', collection: true },
} as const

export type Projection = keyof typeof PROJECTIONS

/** What each projection hands the block. */
export type Projected = {
  production: LinkedProduction
  article: LinkedArticle
  productionCards: ProductionCard[]
  articleCards: ArticleCard[]
  eventLines: EventLine[]
  nextShowings: EventSummary[]
  showingFilters: FilterSet
  productionFilters: FilterSet
  filmFilters: FilterSet
  calendarFeed: CalendarFeed
  firstShowings: FirstShowings
  priceRows: PriceRow[]
}

/** A row of the price table: a kind of ticket («Barn (under 16 år)»), a price list sold at
 * one price («Barnas superkino»), or a supplement («Tillegg for Dolby Atmos»). */
export type PriceRow = { label: string; amountNok: number }

/** Each Oslo day's first showing (its start, ISO), by day key («2026-11-27»). */
export type FirstShowings = Record<string, string>

/** A calendar file of showings that a calendar app can subscribe to (RFC 5545, kept up to
 * date by the build), and how many showings it holds now. */
export type CalendarFeed = CalendarSubscription & { events: number }

type Entry = {
  props: z.ZodTypeAny
  /** Data prop name -> projection. A page record may leave any of them out. */
  data: Record<string, Projection>
}

const entry = <P extends z.ZodTypeAny, D extends Record<string, Projection>>(
  props: P,
  data: D,
) => ({
  props,
  data,
})

/** Blocks that take no props. */
const none = z.object({}).strict()

export const BLOCKS = {
  /** Every age limit with its companion rule (src/lib/age-limits.ts). */
  AgeLimits: entry(z.object({ heading: text }).strict(), {}),
  Article: entry(z.object({ adminLabel: heading, libraryLabel: heading }).strict(), {
    article: 'article',
  }),
  CardList: entry(
    z
      .object({
        heading,
        emptyText: heading,
        /** Links the site's news feed (RSS) beside the heading. */
        feed: z.boolean().default(false),
        cards: z
          .array(
            z
              .object({
                title: text,
                text: recordText,
                href: linkTarget.optional(),
                image: imageUrl.optional(),
                imageFocus: focusSchema.optional(),
                alt: recordText.optional(),
              })
              .strict(),
          )
          .default([]),
      })
      .strict(),
    { articles: 'articleCards' },
  ),
  ConsentSettings: entry(
    // On an article page: show only on these articles.
    z.object({ slugs: z.array(text).optional() }).strict(),
    { article: 'article' },
  ),
  /** «Abonner i kalenderen»: a webcal: link and a download of a calendar of the showings
   * its data names, kept up to date by every build (the calendar is the file named). */
  CalendarSubscribe: entry(
    z
      .object({
        heading: text,
        /** The calendar's file name, unique on the site: /kalender/abonner/<name>.ics. */
        name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -'),
        /** The calendar's name in the visitor's calendar app. */
        title: text,
      })
      .strict(),
    { events: 'calendarFeed' },
  ),
  Content: entry(z.object({ html: recordText }).strict(), {}),
  Cover: entry(
    z
      .object({
        image: imageUrl.optional(),
        imageFocus: focusSchema.optional(),
        alt: recordText.optional(),
        heading,
        text: heading,
      })
      .strict(),
    { production: 'production', article: 'article' },
  ),
  CoverFlow: entry(z.object({ heading }).strict(), { productions: 'productionCards' }),
  CultureProgramme: entry(z.object({ heading, limit, more }).strict(), {
    events: 'nextShowings',
    productions: 'productionCards',
    /** With it, the programme can be filtered by kind and date (the same events). */
    filters: 'productionFilters',
  }),
  Events: entry(z.object({ heading, emptyText: heading }).strict(), {
    events: 'nextShowings',
    productions: 'productionCards',
    /** With it, the films can be filtered by what their showings offer (the same events). */
    filters: 'filmFilters',
  }),
  FilmClub: entry(none, { production: 'production' }),
  LibraryRedirect: entry(
    z.object({ heading: text, text: text, href: linkTarget, label: text }).strict(),
    {},
  ),
  /** When the box office opens today: a fixed time before the day's first showing, or
   * closed on a day without showings. */
  BoxOffice: entry(
    z
      .object({
        heading,
        /** How long before the day's first showing the box office opens. */
        minutesBefore: z.number().int().min(0).max(240).default(60),
      })
      .strict(),
    { days: 'firstShowings' },
  ),
  ManualCardList: entry(
    z
      .object({
        heading,
        cards: z.array(
          z
            .object({
              title: text,
              text: recordText.optional(),
              phone: recordText.optional(),
              email: z.string().email().optional(),
              address: recordText.optional(),
              hours: recordText.optional(),
            })
            .strict(),
        ),
      })
      .strict(),
    {},
  ),
  MemberForgotPassword: entry(none, {}),
  MemberLogin: entry(none, {}),
  MemberPage: entry(none, {}),
  MemberSignUp: entry(none, {}),
  MovieInfo: entry(none, { production: 'production' }),
  NewsletterSubscribe: entry(
    z.object({ heading: text, text: text, href: linkTarget, buttonLabel: text }).strict(),
    {},
  ),
  /** The checkout's return page: the receipt of the order in the query string. */
  PurchaseReceipt: entry(none, {}),
  /** The first screen of a film or culture page: poster, title, facts, next showing, trailer. */
  ProductionIntro: entry(
    /** The privacy page the trailer's note links to. */
    z.object({ privacy: linkTarget.optional() }).strict(),
    { production: 'production', events: 'eventLines' },
  ),
  /** The programme's prices, from its price records: the table the showings' prices and
   * the checkout's come from. */
  PriceTable: entry(z.object({ heading: text }).strict(), { prices: 'priceRows' }),
  Poster: entry(
    z
      .object({
        image: imageUrl,
        imageFocus: focusSchema.optional(),
        alt: recordText,
        caption: heading,
      })
      .strict(),
    {},
  ),
  Schedule: entry(
    z
      .object({
        heading,
        /** How many days of the programme the schedule shows, from its first. */
        days: z.number().int().min(1).max(366).default(14),
        /** A link to tonight's showings (such as /kino?tid=kveld), beside the heading. */
        tonight: linkTarget.optional(),
        /** How many of the day's showings (or films) show; `more` links to the rest. */
        limit,
        more,
      })
      .strict(),
    /** With filters (the same events), the schedule can be filtered. */
    { events: 'eventLines', filters: 'showingFilters' },
  ),
  Search: entry(z.object({ heading: text }).strict(), {}),
  /**
   * What each label of a showing means (src/lib/showing-attributes.ts), one section per
   * label kind, in the editor's words; the programme's labels link to these sections, so
   * every kind must have one.
   */
  ShowingLabelGuide: entry(
    z
      .object({
        heading: text,
        sections: z
          .array(
            z
              .object({
                anchor: z.enum(EXPLAINER_ANCHORS),
                heading: text,
                text: z.array(text).min(1),
              })
              .strict(),
          )
          .superRefine((sections, ctx) => {
            const missing = EXPLAINER_ANCHORS.filter((a) => !sections.some((s) => s.anchor === a))
            if (missing.length > 0)
              ctx.addIssue({
                code: 'custom',
                message: `needs a section for every label kind; missing: ${missing.join(', ')}`,
              })
          }),
      })
      .strict(),
    {},
  ),
  Slideshow: entry(none, { productions: 'productionCards' }),
  TicketList: entry(none, { events: 'eventLines' }),
  Title: entry(
    z.object({ text: text, lead: heading, visuallyHidden: z.boolean().optional() }).strict(),
    {},
  ),
  /** The watch list with what is on: the member's, or the one kept in this browser. */
  WatchListPage: entry(none, {}),
} satisfies Record<string, Entry>

export type BlockName = keyof typeof BLOCKS

export const isBlockName = (name: string): name is BlockName =>
  Object.prototype.hasOwnProperty.call(BLOCKS, name)

type DataOf<D extends Record<string, Projection>> = { [K in keyof D]?: Projected[D[K]] }

/** What a block receives: its props as validated (defaults filled in) and its data. */
export type BlockProps<N extends BlockName> = {
  props: z.output<(typeof BLOCKS)[N]['props']>
  data: DataOf<(typeof BLOCKS)[N]['data']> & {
    /** Set where the plan put the block's cards in the order of their next showing
     * (src/pipeline/plan/card-order.ts): the browser keeps that order as days pass. */
    showingOrder?: boolean
  }
}
