// Schemas of the live programme: productions (films and culture productions) and their
// events (showings). Unlike pages, one bad programme record is skipped with a warning,
// because the programme arrives from the ticketing platform and must not stop a build.
import { z } from 'zod'
import { focusSchema } from './focus'
import { nonEmptyText, recordText } from '../../lib/record-text'
import { AGE_LIMITS } from '../../lib/age-limits'
import {
  ACCESSIBILITY,
  LANGUAGES,
  type LanguageCode,
  type ShowingAttributes,
} from '../../lib/showing-attributes'
import { imageUrl, webUrl } from '../../lib/safe-url'
import { SUPPLEMENT_KINDS, type ShowingPrice } from '../ticket-prices'

const nonEmpty = nonEmptyText

/** An id from the ticketing platform: it names a showing in every calendar (its UID) and
 * in the pages' data, so it is a plain word (validate-programme.ts fails the build on any
 * other, naming the record). */
export const TICKETING_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/
const ticketingId = z.string().regex(TICKETING_ID, 'must be letters, digits, ".", "_" or "-"')

export const FILM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-DXM\d{8}$/
export const CULTURE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[A-Za-z0-9]{7}$/

const content = z.object({ summary: nonEmpty, body: recordText })
const asset = z.object({
  type: z.literal('image'),
  role: z.enum(['poster', 'cover']),
  url: imageUrl,
  alt: recordText,
  /** Where the subject is (0-1 from the left and the top); crops keep it in view. */
  focus: focusSchema.optional(),
})

/** ISO 639-1, as schema.org wants it; the names are in src/lib/showing-attributes.ts. */
const languageCode = z.enum(Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]])

/**
 * What a showing offers, set on the event or, for all its showings, on the production.
 * An event's value replaces the production's; an event's subtitles of null say that this
 * showing has none (a dubbed showing of a subtitled film).
 */
const showingFields = {
  /** The language spoken; on a production, the film's own. */
  language: languageCode.optional(),
  subtitles: languageCode.optional(),
  format: z.enum(['2D', '3D']).optional(),
  dolbyAtmos: z.boolean().optional(),
  accessibility: z.array(z.enum(ACCESSIBILITY)).optional(),
}

export const productionSchema = z
  .object({
    id: ticketingId,
    object: z.enum(['movie', 'culture']),
    objectClass: z.enum(['movie', 'movie_coming', 'culture']),
    title: nonEmpty,
    parentSlug: z.string().optional(),
    pageReference: z.string().optional(),
    advertisementFlags: z.array(nonEmpty),
    contents: z.array(content).min(1),
    assets: z.array(asset),
    features: z.array(nonEmpty),
    ediNumber: z.string().regex(/^\d+$/, 'must be digits').optional(),
    ageLimit: z.enum(AGE_LIMITS).optional(),
    genres: z.array(nonEmpty).default([]),
    lengthMinutes: z.number().int().positive().optional(),
    /** Who a performance is made for, in years («3–7 år»), where it is not a film with an
     * age limit: a play for small children, a concert for all. */
    audienceAges: z
      .object({
        from: z.number().int().min(0).max(99),
        to: z.number().int().min(0).max(99).optional(),
      })
      .strict()
      .refine((a) => a.to === undefined || a.to >= a.from, 'to must not be below from')
      .optional(),
    /** The title the film was released under, where it differs (searchable). */
    originalTitle: nonEmpty.optional(),
    /** Who directed it, and a handful of its cast, as the distributor gives them. */
    directors: z.array(nonEmpty).min(1).max(6).optional(),
    cast: z.array(nonEmpty).min(1).max(12).optional(),
    /** The year it was made, and where (country names in Norwegian: «Norge», «Sverige»). */
    productionYear: z.number().int().min(1888).max(2100).optional(),
    countries: z.array(nonEmpty).min(1).max(6).optional(),
    /** The trailer's player address: validate-programme.ts makes it from the YouTube or
     * Vimeo address the record gives (src/lib/trailer.ts), or leaves a bad one out. */
    trailer: webUrl.optional(),
    ...showingFields,
    /** The price list its showings sell at (prices.json), unless a showing names its own. */
    priceList: ticketingId.optional(),
    premiereDate: z.string().date().optional(),
    /** When the ticketing platform last changed the record (the sitemap's lastmod). */
    updatedAt: z.string().datetime({ offset: true }).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.object === 'movie' && !FILM_SLUG.test(p.parentSlug ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['parentSlug'],
        message: 'a film slug must end in -DXM and an eight-digit number',
      })
    }
    if (p.object === 'culture' && !CULTURE_SLUG.test(p.pageReference ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['pageReference'],
        message: 'a culture slug must end in - and a 7-character code',
      })
    }
  })

export const eventSchema = z.object({
  id: ticketingId,
  eventId: ticketingId,
  productionId: ticketingId,
  startTime: z.string().datetime({ offset: true }),
  location: z.object({ name: nonEmpty }),
  ticketUrl: webUrl,
  advertisementFlags: z.array(nonEmpty).default([]),
  /** What a ticket costs, where the ticketing platform gives it: one price for all
   * («Alle»), or one per kind of ticket («Voksen», «Barn»), in whole kroner. */
  prices: z
    .array(z.object({ label: nonEmpty, amountNok: z.number().int().nonnegative() }).strict())
    .min(1)
    .optional(),
  /** The price list this showing sells at, where it is not its production's (a Sunday's
   * children's showing at 70 kr). Its own prices above come first. */
  priceList: ticketingId.optional(),
  ...showingFields,
  subtitles: languageCode.nullable().optional(),
  /** When the ticketing platform last changed the showing: a subscribed calendar's
   * LAST-MODIFIED and SEQUENCE, so that a moved showing is updated, not added again. */
  updatedAt: z.string().datetime({ offset: true }).optional(),
})

/** A kind of ticket in a price list, with its name on English pages. */
const priceEntry = z
  .object({
    label: nonEmpty,
    /** Who the ticket is for, in the price table: «under 16 år». */
    detail: nonEmpty.optional(),
    amountNok: z.number().int().nonnegative(),
    en: z.object({ label: nonEmpty, detail: nonEmpty.optional() }).strict().optional(),
  })
  .strict()

/**
 * The programme's price records (prices.json): the price lists its showings sell at
 * (src/contract/ticket-prices.js), and the supplements added to every ticket of a showing
 * that has what they are for. /billettinformasjon shows them as its price table.
 */
export const priceSchema = z
  .object({
    id: ticketingId,
    title: nonEmpty,
    en: z.object({ title: nonEmpty }).strict().optional(),
    prices: z.array(priceEntry).min(1).optional(),
    supplement: z
      .object({
        for: z.enum(SUPPLEMENT_KINDS),
        amountNok: z.number().int().positive(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((r) => !r.prices !== !r.supplement, {
    message: 'must have either prices or a supplement',
  })

export type PriceRecord = z.infer<typeof priceSchema>
export type Production = z.infer<typeof productionSchema>
export type ProgrammeEventRecord = z.infer<typeof eventSchema>
type SetOnEvent = keyof typeof showingFields | 'prices' | 'priceList'
/**
 * An event joined with its production (so filters such as production.parentSlug work),
 * its showing attributes resolved (src/pipeline/resolve/showing.ts), and what its tickets
 * cost (src/contract/ticket-prices.js), where the records say.
 */
export type ProgrammeEvent = Omit<ProgrammeEventRecord, SetOnEvent> &
  ShowingAttributes & { production: Production; prices?: ShowingPrice[] }
