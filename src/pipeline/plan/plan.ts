// Plans every route: one per page record, and for a parameterised page record
// (/:production, /:culture, /article/:article) one per record its driving source finds.
// Each planned route carries only what its page renders: visible blocks with their data
// already resolved.
import type {
  EventSummary,
  ImageCatalogue,
  PlannedBlock,
  PlannedRoute,
  ProductionCard,
} from '../../contract'
import { calendarFeedPath, filmCalendarPath } from '../../contract/paths'
import { UNINDEXED_BLOCKS } from '../../contract/routes'
import { ContentError, type ContentFault } from '../errors'
import { shareImage } from '../images/share'
import { deriveMeta } from './meta'
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import { BLOCKS, type BlockName, type Projection } from '../../contract/blocks'
import { PROJECT } from './project'
import { inShowingOrder } from './card-order'
import { absoluteUrl, recordLinks, type RecordLinks } from './record-links'
import {
  createIndex,
  paramName,
  resolveSource,
  type Params,
  type RecordIndex,
} from '../resolve/resolve'
import type { Block, Page, Source } from '../../contract/records/content'
import { structuredData } from './structured-data'
import { alternateLinks, type Locale } from '../../contract/locale'
import { translationFaults, translations } from './translations'
import { NB_WORDS } from './norwegian-words'
import { withEnglishAlts } from './english-names'
import { ENGLISH_FILTER_WORDS, ENGLISH_TEXT } from './english-text'
import { NB_FILTER_WORDS } from './filters'
import type { PlanWords } from './project'

/** The words each language's pages are planned with (a showing's labels, the filters). */
export const PLAN_WORDS: Record<Locale, PlanWords> = {
  nb: { ...NB_WORDS, filters: NB_FILTER_WORDS, locale: 'nb' },
  en: { ...ENGLISH_TEXT, filters: ENGLISH_FILTER_WORDS, locale: 'en' },
}
import type { Content } from '../validate/validate'

/** The images of a catalogue that a route's blocks name anywhere in their props or data. */
const imagesOf = (blocks: PlannedBlock[], catalogue: ImageCatalogue): ImageCatalogue => {
  const found: ImageCatalogue = {}
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (Object.prototype.hasOwnProperty.call(catalogue, value)) found[value] = catalogue[value]!
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  blocks.forEach((block) => walk([block.props, block.data]))
  return found
}

export const routeParams = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1))

const fillPath = (path: string, params: Params) =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))

/** The single-record source whose eq filter names the parameter drives the page. */
const drivingSource = (page: Page, name: string) => {
  for (const source of page.sources) {
    const filter = source.filter.find((f) => f.operator === 'eq' && paramName(f.value) === name)
    if (!source.collection && filter) return { source, property: filter.property }
  }
  return null
}

type Expansion = {
  params: Params
  primary: { source: Source; record: Record<string, unknown> } | null
}

const expand = (file: string, page: Page, index: RecordIndex): Expansion[] => {
  const names = routeParams(page.path)
  if (names.length === 0) return [{ params: {}, primary: null }]
  if (names.length > 1) {
    throw new ContentError([
      { file, record: page.id, field: 'path', message: 'only one route parameter is supported' },
    ])
  }
  const name = names[0]!
  const driving = drivingSource(page, name)
  if (!driving) {
    throw new ContentError([
      {
        file,
        record: page.id,
        field: 'sources',
        message: `no single-record source has an eq filter with value ":${name}"`,
      },
    ])
  }
  return index
    .distinct(driving.source.model, driving.property)
    .filter((v): v is string => typeof v === 'string')
    .flatMap((value) => {
      const params = { [name]: value }
      const record = resolveSource(driving.source, index, params)
      return record && !Array.isArray(record)
        ? [{ params, primary: { source: driving.source, record } }]
        : []
    })
}

/** A calendar to subscribe to, as the outputs write it: its file and its showings. */
export type PlannedCalendar = { path: string; title: string; events: ProgrammeEvent[] }

/** When a record last changed, in ms: an article's updatedAt (epoch ms) or a programme
 * record's (ISO). */
const changedAt = (record: unknown): number | undefined => {
  const value = (record as { updatedAt?: unknown } | undefined)?.updatedAt
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? ms : undefined
}

/** The newest change of the records a route shows (ISO), if any of them has one. */
const lastModifiedOf = (found: unknown[]): string | undefined => {
  const times = found
    .flatMap((f) => (Array.isArray(f) ? f : [f]))
    .map(changedAt)
    .filter((t): t is number => t !== undefined)
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined
}

type PlannedBlocks = {
  blocks: PlannedBlock[]
  /** What each visible block's sources found (records or lists of them). */
  found: unknown[]
  calendars: PlannedCalendar[]
}

const planBlocks = (
  page: Page,
  index: RecordIndex,
  params: Params,
  links: RecordLinks,
  siteUrl: string,
  words: PlanWords,
): PlannedBlocks => {
  // Each source is resolved once per route, however many blocks read it.
  const resolved = new Map<string, unknown>()
  const sourceNamed = (name: string) => page.sources.find((s) => s.name === name)!
  const found = (name: string) => {
    if (!resolved.has(name)) resolved.set(name, resolveSource(sourceNamed(name), index, params))
    return resolved.get(name)
  }
  // The block contract says what each data prop carries of what its source found.
  const blockData = (block: Block) => {
    // The validator has refused any name that is not in the contract.
    const wanted: Record<string, Projection> = BLOCKS[block.component as BlockName].data
    const data: Record<string, unknown> = Object.fromEntries(
      Object.entries(block.data).map(([prop, name]) => [
        prop,
        PROJECT[wanted[prop]!](found(name), block.props, links, siteUrl, words),
      ]),
    )
    const cards = Object.keys(data).find((prop) => wanted[prop] === 'productionCards')
    const showings = Object.keys(data).find((prop) => wanted[prop] === 'nextShowings')
    if (cards && showings && !sourceNamed(block.data[cards]!).sort) {
      data[cards] = inShowingOrder(
        data[cards] as ProductionCard[],
        data[showings] as EventSummary[],
      )
      data.showingOrder = true
    }
    return words.locale === 'en' ? withEnglishAlts(data) : data
  }
  const visible = page.blocks
    .filter((block) => !block.hide)
    .sort(
      (a, b) =>
        a.place.row - b.place.row ||
        a.place.column - b.place.column ||
        a.place.order - b.place.order,
    )
  const blocks = visible.map(
    (block) =>
      // The validator has held the props to the contract, and the data is projected by it.
      ({
        id: block.id,
        component: block.component,
        place: block.place,
        props: block.props,
        data: blockData(block),
      }) as PlannedBlock,
  )
  const calendars = visible.flatMap((block) => {
    if (block.component !== 'CalendarSubscribe') return []
    const { name, title } = block.props as { name: string; title: string }
    const events = found(block.data.events ?? '')
    return [
      {
        path: calendarFeedPath(name),
        title,
        events: Array.isArray(events) ? (events as ProgrammeEvent[]) : [],
      },
    ]
  })
  return {
    blocks,
    found: visible.flatMap((block) => Object.values(block.data).map(found)),
    calendars,
  }
}

/** The not-found pages: /404.html, and /en/404.html for the English addresses. */
const NOT_FOUND_PATH = /^(\/en)?\/404(\.html)?$/

/** Search engines are offered every page but a visitor's own, search results, the
 * not-found page and a page with nothing on it. */
const isIndexed = (path: string, blocks: PlannedBlock[]) =>
  !NOT_FOUND_PATH.test(path) &&
  blocks.length > 0 &&
  !blocks.some((b) => UNINDEXED_BLOCKS.includes(b.component))

/** The site's routes, where each production and article is shown, and the calendars its
 * pages offer to subscribe to. */
export type Plan = { routes: PlannedRoute[]; links: RecordLinks; calendars: PlannedCalendar[] }

export const planRoutes = (
  content: Content,
  siteUrl: string,
  catalogue: ImageCatalogue = {},
): Plan => {
  const { site } = content
  const share = shareImage(catalogue)
  const absolute = (path: string) => absoluteUrl(siteUrl, path)
  const index = createIndex({
    production: content.programme.productions,
    event: content.programme.events,
    article: content.articles.map((a) => a.article),
    price: content.programme.prices,
  })
  // First every route, so that each block can link to any record's page.
  const expanded = content.pages.flatMap(({ file, page }) =>
    expand(file, page, index).map((e) => ({
      file,
      page,
      ...e,
      path: fillPath(page.path, e.params),
    })),
  )
  const shownIn = (locale: Locale) =>
    expanded.flatMap(({ page, primary, path }) =>
      primary && page.locale === locale
        ? [{ model: primary.source.model, id: String(primary.record.id), path }]
        : [],
    )
  // A record's page is its Norwegian one; an English page links to the English page of a
  // record where there is one, and to the Norwegian one where not.
  const links = recordLinks(shownIn('nb'))
  const linksIn: Record<Locale, RecordLinks> = {
    nb: links,
    en: recordLinks([...shownIn('en'), ...shownIn('nb')], links),
  }
  const alternatesOf = translations(expanded)
  const routes: PlannedRoute[] = []
  const calendars: PlannedCalendar[] = []
  const owners = new Map<string, string>()
  const faults: ContentFault[] = []
  for (const { file, page, params, primary, path } of expanded) {
    const owner = owners.get(path)
    if (owner) {
      faults.push({
        file,
        record: page.id,
        field: 'path',
        message: `route "${path}" is also made by ${owner}`,
      })
      continue
    }
    owners.set(path, `${file} (page "${page.id}")`)
    const planned = planBlocks(
      page,
      index,
      params,
      linksIn[page.locale],
      siteUrl,
      PLAN_WORDS[page.locale],
    )
    const { blocks } = planned
    for (const calendar of planned.calendars) {
      const owner = calendars.find((c) => c.path === calendar.path)
      if (owner && owner !== calendar)
        faults.push({
          file,
          record: page.id,
          field: 'blocks',
          message: `the calendar ${calendar.path} is also made by another page`,
        })
      else calendars.push(calendar)
    }
    const lastModified = lastModifiedOf(planned.found)
    // The schema holds every page to a meta in its own language.
    const ownMeta = page.meta[page.locale]!
    const meta = primary ? deriveMeta(primary.source.model, primary.record, ownMeta, site) : ownMeta
    routes.push({
      path,
      url: absolute(path),
      pageId: page.id,
      file,
      locale: page.locale,
      alternates: alternatesOf(page, params, path),
      hreflang: alternateLinks(alternatesOf(page, params, path)),
      pageType: page.pageType,
      rows: page.template.rows,
      blocks,
      meta: meta.image ? { ...meta, image: absolute(share(meta.image)) } : meta,
      structuredData:
        primary?.source.model === 'production'
          ? structuredData(
              primary.record as Production,
              index.lookup('event', 'productionId', [primary.record.id]) as ProgrammeEvent[],
              site,
              { siteUrl, pageUrl: absolute(path) },
              share,
            )
          : [],
      images: imagesOf(blocks, catalogue),
      indexed: isIndexed(path, blocks),
      ...(lastModified && { lastModified }),
    })
  }
  faults.push(...translationFaults(content.pages))
  if (faults.length) throw new ContentError(faults)
  // Each film with a page can be followed: its own calendar, empty until it has showings.
  for (const p of content.programme.productions) {
    const page = p.object === 'movie' ? links.pathOf('production', p.id) : undefined
    if (!page) continue
    calendars.push({
      path: filmCalendarPath(page),
      title: `${p.title} – ${site.name}`,
      events: content.programme.events.filter((e) => e.productionId === p.id),
    })
  }
  return { routes, links, calendars }
}
