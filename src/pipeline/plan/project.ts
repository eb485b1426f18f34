// Makes what a block's data file carries of each record (the shapes are in
// src/contract/cards.ts). A list carries summaries, so that the front page's and /kino's
// data files stay small as the programme grows; a single record is carried whole.
import { englishMarkOf } from '../../lib/showing-attributes'
import { englishCountry, englishGenre } from './english-names'
import type { PriceRecord, Production, ProgrammeEvent } from '../../contract/records/programme'
import type { PriceRow, Projected, Projection } from '../../contract/blocks'
import type { Locale } from '../../contract/locale'
import type {
  ArticleCard,
  CalendarSubscription,
  EventLine,
  EventSummary,
  Linked,
  ProductionCard,
} from '../../contract/cards'
import type { Article } from '../../contract/records/content'
import { addDays, osloDayKey } from '../../lib/dates'
import { groupBy, posterOf } from '../../lib/programme'
import { excerpt } from '../validate/text'
import { estimatedEnd, showingLabels, type LabelWords } from '../../lib/showing-attributes'
import { NB_WORDS } from './norwegian-words'
import { filmFilters, productionFilters, showingFilters, type FilterPlanWords } from './filters'
import { absoluteUrl, NO_LINKS, type RecordLinks } from './record-links'
import { calendarFeedPath, filmCalendarPath } from '../../contract/paths'

/** The ways to subscribe to a calendar file of the site, whose address makes them absolute. */
export const calendarSubscription = (siteUrl: string, file: string): CalendarSubscription => {
  const webcal = absoluteUrl(siteUrl, file).replace(/^https?:/, 'webcal:')
  return {
    path: file,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  }
}

/** A film's own calendar, where the film has a page. */
export const followCalendar = (
  p: Production,
  path: string | undefined,
  siteUrl: string | undefined,
): CalendarSubscription | undefined => {
  if (p.object !== 'movie' || !path || siteUrl === undefined) return undefined
  return calendarSubscription(siteUrl, filmCalendarPath(path))
}

export const productionCard = (
  p: Production,
  links: RecordLinks = NO_LINKS,
  siteUrl?: string,
): ProductionCard => ({
  id: p.id,
  object: p.object,
  objectClass: p.objectClass,
  title: p.title,
  path: links.pathOf('production', p.id),
  advertisementFlags: p.advertisementFlags,
  summary: p.contents[0]?.summary ?? '',
  assets: p.assets,
  genres: p.genres,
  ageLimit: p.ageLimit,
  lengthMinutes: p.lengthMinutes,
  ...(p.audienceAges && { audienceAges: p.audienceAges }),
  premiereDate: p.premiereDate,
  ...(englishMarkOf(p) && { english: englishMarkOf(p) }),
  // Only a coming film's card offers to follow it: the others have showings to book.
  ...(p.objectClass === 'movie_coming' && {
    follow: followCalendar(p, links.homePathOf('production', p.id), siteUrl),
  }),
})

/** How many showings a production's card carries for «Neste:» (and its search hit, for
 * «neste visning»): enough for a page built two days before, of a film shown four times a
 * day. */
const CARD_SHOWINGS = 8

/** The starts a production carries after its next showing, of the showings after it. */
export const laterStartsOf = (later: readonly ProgrammeEvent[]) =>
  later.slice(0, CARD_SHOWINGS - 1).map((e) => e.startTime)

/** A production's next showing, with its card and the few after it. */
export const eventSummary = (
  e: ProgrammeEvent,
  links: RecordLinks = NO_LINKS,
  later: ProgrammeEvent[] = [],
): EventSummary => {
  const { production, ...event } = e
  return {
    ...event,
    production: productionCard(production, links),
    laterShowings: later.slice(0, CARD_SHOWINGS - 1).map((s) => ({
      eventId: s.eventId,
      startTime: s.startTime,
      ticketUrl: s.ticketUrl,
      location: { name: s.location.name },
    })),
  }
}

/** A showing's tickets named in the page's language (the records name them in both). */
const pricesIn = (prices: ProgrammeEvent['prices'], locale: Locale = 'nb') =>
  prices?.map(({ label, amountNok, en }) => ({
    label: locale === 'en' && en ? en : label,
    amountNok,
  }))

/** The price records as the price table's rows: each kind of ticket of a list sold at
 * several prices, a list sold at one price by its name, and each supplement. */
export const priceRows = (records: readonly PriceRecord[], locale: Locale = 'nb'): PriceRow[] =>
  records.flatMap((r): PriceRow[] => {
    const title = (locale === 'en' && r.en?.title) || r.title
    if (r.supplement) return [{ label: title, amountNok: r.supplement.amountNok }]
    const prices = r.prices ?? []
    if (prices.length === 1) return [{ label: title, amountNok: prices[0]!.amountNok }]
    return prices.map((p) => {
      const named = locale === 'en' && p.en ? p.en : p
      return {
        label: named.detail ? `${named.label} (${named.detail})` : named.label,
        amountNok: p.amountNok,
      }
    })
  })

export const eventLine = (
  e: ProgrammeEvent,
  links: RecordLinks = NO_LINKS,
  words: LabelWords & { locale?: Locale } = NB_WORDS,
): EventLine => {
  // The showing's attributes travel as its labels (what the page shows), not twice.
  const {
    production: p,
    language: _l,
    dubbed: _d,
    subtitles: _s,
    format: _f,
    dolbyAtmos: _a,
    accessibility: _x,
    kinds: _k,
    runMinutes: _r,
    prices,
    ...event
  } = e
  const endsAt = estimatedEnd(e.startTime, e.runMinutes)
  const poster = posterOf(p)
  return {
    ...event,
    ...(prices && { prices: pricesIn(prices, words.locale) }),
    labels: showingLabels(e, words),
    ...(endsAt && { endsAt }),
    production: {
      id: p.id,
      title: p.title,
      object: p.object,
      path: links.pathOf('production', p.id),
      ageLimit: p.ageLimit,
      lengthMinutes: p.lengthMinutes,
      ...(poster && { poster: { url: poster.url, alt: poster.alt } }),
      ...(englishMarkOf(p) && { english: englishMarkOf(p) }),
    },
  }
}

export const articleCard = (a: Article, links: RecordLinks = NO_LINKS): ArticleCard => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  path: links.pathOf('article', a.id),
  category: a.category,
  thumbnail: a.thumbnail,
  createdAt: a.createdAt,
  excerpt: excerpt(a.content, 160),
})

const byStart = (events: ProgrammeEvent[]) =>
  [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))

/** Each production once, at its first showing, with the showings after it (the card of a
 * page built the night before offers them as the first ones start). */
const nextPerProduction = (events: ProgrammeEvent[], links: RecordLinks) =>
  [...groupBy(byStart(events), (e) => e.productionId).values()].map(([first, ...later]) =>
    eventSummary(first!, links, later),
  )

/** The first `days` days of a programme (from its first showing), or all of it. */
const firstDays = (events: ProgrammeEvent[], days: number | undefined) => {
  const first = events[0]
  if (!first || days === undefined) return events
  const last = addDays(osloDayKey(first.startTime), days - 1)
  return events.filter((e) => osloDayKey(e.startTime) <= last)
}

/** A whole record, with the path of its page. */
const linked = <T extends { id: string }>(
  record: T | undefined,
  model: 'production' | 'article',
  links: RecordLinks,
): (T & Linked) | undefined => record && { ...record, path: links.pathOf(model, record.id) }

/** A film's genres and countries as an English page names them (english-names.ts). */
const inEnglish = <P extends Production>(p: P): P & { namesInEnglish?: true } => ({
  ...p,
  genres: p.genres.map((g) => englishGenre(g) ?? g),
  ...(p.countries && { countries: p.countries.map((c) => englishCountry(c) ?? c) }),
  ...(p.genres.every(englishGenre) &&
    (p.countries ?? []).every(englishCountry) && { namesInEnglish: true as const }),
})

const many = <T>(found: unknown) => (Array.isArray(found) ? (found as T[]) : [])
const one = <T>(found: unknown) => (found && !Array.isArray(found) ? (found as T) : undefined)

/**
 * Each projection of the block contract (src/contract/blocks.ts): what a block's data
 * carries of the records its source found. The validator has made sure that the source
 * gives the model and kind (one record or a collection) each projection reads.
 */
/** The words a page is planned with, in its language. */
export type PlanWords = LabelWords & FilterPlanWords & { locale?: Locale }

export const PROJECT: {
  [P in Projection]: (
    found: unknown,
    props: { days?: number; name?: string },
    links: RecordLinks,
    /** The site's address, for what must be absolute (a calendar's webcal: address). */
    siteUrl?: string,
    /** The words of the page's language, for the showings' labels and the filters. */
    words?: PlanWords,
  ) => Projected[P] | undefined
} = {
  production: (found, _props, links, siteUrl, words) => {
    const record = linked(one<Production>(found), 'production', links)
    const production = record && words?.locale === 'en' ? inEnglish(record) : record
    const follow =
      production &&
      followCalendar(production, links.homePathOf('production', String(production.id)), siteUrl)
    return production && (follow ? { ...production, follow } : production)
  },
  article: (found, _props, links) => linked(one<Article>(found), 'article', links),
  productionCards: (found, _props, links, siteUrl) =>
    many<Production>(found).map((p) => productionCard(p, links, siteUrl)),
  articleCards: (found, _props, links) => many<Article>(found).map((a) => articleCard(a, links)),
  eventLines: (found, { days }, links, _siteUrl, words) =>
    firstDays(many<ProgrammeEvent>(found), days).map((e) => eventLine(e, links, words)),
  nextShowings: (found, _props, links) => nextPerProduction(many<ProgrammeEvent>(found), links),
  showingFilters: (found, { days }, _links, _siteUrl, words) =>
    showingFilters(firstDays(many<ProgrammeEvent>(found), days), words),
  productionFilters: (found, _props, _links, _siteUrl, words) =>
    productionFilters(many<ProgrammeEvent>(found), words),
  filmFilters: (found, _props, _links, _siteUrl, words) =>
    filmFilters(many<ProgrammeEvent>(found), words),
  calendarFeed: (found, { name = '' }, _links, siteUrl = '') => ({
    ...calendarSubscription(siteUrl, calendarFeedPath(name)),
    events: many<ProgrammeEvent>(found).length,
  }),
  firstShowings: (found) => {
    const first: Record<string, string> = {}
    for (const { startTime } of many<ProgrammeEvent>(found)) {
      const day = osloDayKey(startTime)
      const known = first[day]
      if (!known || Date.parse(startTime) < Date.parse(known)) first[day] = startTime
    }
    return first
  },
  priceRows: (found, _props, _links, _siteUrl, words) =>
    priceRows(many<PriceRecord>(found), words?.locale),
}
