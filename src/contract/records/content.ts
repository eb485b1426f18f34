// Runtime schemas for every content record (SPEC section 3). The TypeScript types are
// inferred from them, so a record that passes validation has exactly the type the
// rest of the build relies on.
import { z } from 'zod'
import { nonEmptyText, recordText } from '../../lib/record-text'
import {
  contactLinkTarget,
  imageUrl,
  imageUrlOrEmpty,
  linkTarget,
  sitePath,
  webUrl,
} from '../../lib/safe-url'
import { LOCALES, localeOfPath } from '../locale'
import { focusSchema } from './focus'

const nonEmpty = nonEmptyText

/** When a record goes out and when it comes down, each an ISO 8601 time with its offset
 * (2027-01-08T08:00:00+01:00). The build includes the record from publishAt until
 * unpublishAt, on its clock (pipeline/resolve/publication.ts); the rebuild hook builds at
 * each such time. Either may be left out. */
const publication = {
  publishAt: z.string().datetime({ offset: true }).optional(),
  unpublishAt: z.string().datetime({ offset: true }).optional(),
}

export const siteSchema = z.object({
  id: nonEmpty,
  name: nonEmpty,
  shortName: nonEmpty,
  // A host name as a URL has it: it is written into every calendar event's UID.
  host: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
      'must be a host name',
    ),
  aliases: z.array(nonEmpty),
  partners: z.array(z.union([z.literal(118), z.literal(178)])).min(1),
  locales: z.object({
    available: z.array(nonEmpty).min(1),
    enabled: z.array(nonEmpty).min(1),
    default: z.literal('nb'),
  }),
  componentVersions: z.record(z.string(), nonEmpty),
  stage: z.enum(['production', 'staging', 'development']),
  published: z.boolean(),
  analyticsTrackingId: nonEmpty,
  pixelId: nonEmpty,
  favicon: sitePath,
  // Logos are drawings: SVG files of the site, served as they are, sharp at any size.
  logo: z.object({
    src: sitePath.and(z.string().regex(/\.svg$/i, 'must be an SVG file')),
    srcOnDark: sitePath.and(z.string().regex(/\.svg$/i, 'must be an SVG file')),
    alt: nonEmpty,
  }),
  defaultImage: imageUrl,
  defaultImageFocus: focusSchema.optional(),
  search: z.object({ enabled: z.boolean(), submitPath: sitePath }),
  municipality: z.object({ name: nonEmpty, url: webUrl }),
  address: z.object({
    street: nonEmpty,
    postalCode: z.string().regex(/^\d{4}$/),
    locality: nonEmpty,
  }),
  /** Advertisements and trailers before a film: a showing ends about this much after the
   * film's length (the programme's «slutter ca.»). */
  preShowMinutes: z.number().int().min(0).max(60).default(15),
})

export const menuItemSchema = z.object({
  id: nonEmpty,
  path: linkTarget,
  label: nonEmpty,
  place: z.enum(['header', 'footer']),
  locale: z.enum(LOCALES),
  order: z.number().int(),
  parent: z.string().nullable(),
  openInNewWindow: z.boolean(),
  ...publication,
})

export const footerItemSchema = z.object({
  type: z.enum(['title', 'text', 'html', 'link']),
  value: nonEmpty,
  order: z.number().int(),
  href: contactLinkTarget.optional(),
})

export const footerBlockSchema = z.object({
  id: nonEmpty,
  title: nonEmpty,
  locale: z.enum(LOCALES),
  order: z.number().int(),
  items: z.array(footerItemSchema),
  ...publication,
})

export const redirectSchema = z.object({
  from: sitePath,
  to: linkTarget,
  permanent: z.boolean(),
  ...publication,
})

const scalar = z.union([z.string(), z.number(), z.boolean()])

export const filterSchema = z.object({
  property: z
    .string()
    .regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, 'must be a dotted property path'),
  operator: z.enum(['eq', 'regex']),
  // eq takes one value or a list of values (any one matches); regex takes a pattern.
  value: z.union([scalar, z.array(scalar).min(1)]),
})

export const sourceSchema = z.object({
  name: nonEmpty,
  model: z.enum(['production', 'event', 'article', 'price']),
  collection: z.boolean(),
  filter: z.array(filterSchema),
  sort: z.object({ property: nonEmpty, direction: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().positive().optional(),
})

export const blockSchema = z.object({
  id: nonEmpty,
  // One of the block contract's names (src/contract/blocks.ts); checked with its props.
  component: nonEmpty,
  hide: z.boolean(),
  place: z.object({
    row: z.number().int().min(0),
    column: z.number().int().min(0),
    order: z.number().int(),
  }),
  // Data reference: block prop name -> name of one of the page's sources.
  data: z.record(z.string(), nonEmpty).default({}),
  // Static, editor-written props (texts, links, manual cards), checked against the block
  // contract (src/contract/blocks.ts) once the page's sources are known.
  props: z.record(z.string(), z.unknown()).default({}),
})

const span = z.number().int().min(1).max(12)
export const rowSchema = z.object({
  fullWidth: z.boolean(),
  columns: z.array(z.object({ span: z.object({ xs: span, md: span, lg: span }) })).min(1),
})

export const metaSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  image: imageUrl.optional(),
  imageFocus: focusSchema.optional(),
  keywords: z.array(nonEmpty),
})

export const pageSchema = z
  .object({
    id: nonEmpty,
    path: sitePath,
    title: nonEmpty,
    pageType: z.enum(['ordinary', 'standard']),
    layout: z.literal('page-header-footer'),
    template: z.object({ rows: z.array(rowSchema).min(1) }),
    sources: z.array(sourceSchema),
    blocks: z.array(blockSchema),
    /** The page's language: an English page lives under /en and translates a Norwegian one. */
    locale: z.enum(LOCALES).default('nb'),
    /** An English page: the id of the Norwegian page it translates. */
    translationOf: nonEmpty.optional(),
    meta: z.object({ nb: metaSchema.optional(), en: metaSchema.optional() }),
    ...publication,
  })
  .superRefine((page, ctx) => {
    const fault = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
    if (!page.meta[page.locale]) fault('meta', `must have the page's own language, ${page.locale}`)
    if (localeOfPath(page.path) !== page.locale)
      fault(
        'path',
        page.locale === 'en' ? 'an English page lives under /en/' : '/en/ is for English pages',
      )
    if (page.locale === 'en' && !page.translationOf)
      fault('translationOf', 'an English page names the Norwegian page it translates')
    if (page.locale === 'nb' && page.translationOf)
      fault('translationOf', 'only an English page translates another')
  })

export const articleSchema = z.object({
  id: z.string().uuid(),
  title: nonEmpty,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -'),
  category: z.enum(['article', 'library']),
  author: recordText,
  image: imageUrlOrEmpty,
  imageFocus: focusSchema.optional(),
  thumbnail: imageUrlOrEmpty,
  thumbnailFocus: focusSchema.optional(),
  content: recordText,
  node_locale: z.literal('nb'),
  createdAt: z.number().int().positive(),
  updatedAt: z.number().int().positive(),
  order: z.number(),
  ...publication,
})

export type Site = z.infer<typeof siteSchema>
export type MenuItem = z.infer<typeof menuItemSchema>
export type FooterItem = z.infer<typeof footerItemSchema>
export type FooterBlock = z.infer<typeof footerBlockSchema>
export type Redirect = z.infer<typeof redirectSchema>
export type Filter = z.infer<typeof filterSchema>
export type Source = z.infer<typeof sourceSchema>
export type Block = z.infer<typeof blockSchema>
export type Row = z.infer<typeof rowSchema>
export type Meta = z.infer<typeof metaSchema>
export type Page = z.infer<typeof pageSchema>
export type Article = z.infer<typeof articleSchema>
export type Model = Source['model']
