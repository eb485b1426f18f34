// The search indexes, built with the site, one per language, each fetched only when a
// visitor searches: every page and its sections (search-pages.ts), films and culture
// productions, and articles, each with its text and where it leads. A production is one
// entry with its next few showings, not one per showing, so that the index grows with the
// catalogue, not the programme. A production's people, genres, countries and the labels of
// its showings are searched too («Maren Bakke», «engelsk tale», «synstolking»), in the
// index's language.
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import type { Locale } from '../../contract/locale'
import type { SearchDocument, SearchShowing } from '../../contract'
import { pathInLocale } from '../../contract/locale'
import { showingLabels } from '../../lib/showing-attributes'
import { groupBy } from '../../lib/programme'
import type { SiteBuild } from '../build-site'
import { stripHtml } from '../validate/text'
import { PLAN_WORDS } from '../plan/plan'
import { englishCountry, englishGenre } from '../plan/english-names'
import { pageDocuments } from './search-pages'

/** How many of a production's next showings its entry carries. */
const SHOWINGS_PER_ENTRY = 4

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
const unique = (values: string[]) => [...new Set(values.filter(Boolean))]

const showingOf = (e: ProgrammeEvent): SearchShowing => ({
  eventId: e.eventId,
  ticketUrl: e.ticketUrl,
  startTime: e.startTime,
  hall: e.location.name,
})

/** Genres and countries in the index's language: the English name where the table has
 * one, and the Norwegian one as well, so that either finds the film. */
const named = (
  names: string[] | undefined,
  english: (n: string) => string | undefined,
  locale: Locale,
) => (names ?? []).flatMap((n) => (locale === 'en' ? [english(n) ?? '', n] : [n]))

const productionDocument = (
  p: Production,
  url: string,
  showings: ProgrammeEvent[],
  locale: Locale,
): SearchDocument => {
  const film = p.object === 'movie'
  const words = PLAN_WORDS[locale]
  const labels = unique(showings.flatMap((e) => showingLabels(e, words).map((l) => l.text)))
  const people = unique([...(p.directors ?? []), ...(p.cast ?? [])])
  return {
    kind: film ? 'film' : 'culture',
    id: p.id,
    title: p.title,
    url,
    ...(showings.length > 0 && {
      showings: showings.slice(0, SHOWINGS_PER_ENTRY).map(showingOf),
    }),
    ...(film && p.ageLimit && { ageLimit: p.ageLimit }),
    // A film's summary is enough to recognise it; its page has the rest.
    text: squash(p.contents.map((c) => (film ? c.summary : `${c.summary} ${c.body}`)).join(' ')),
    ...(people.length > 0 && { people: people.join(', ') }),
    keywords: squash(
      unique([
        p.originalTitle ?? '',
        ...named(p.genres, englishGenre, locale),
        ...named(p.countries, englishCountry, locale),
        ...labels,
        ...p.features,
        ...unique(showings.map((e) => e.location.name)),
      ]).join(' '),
    ),
    // The records are Norwegian: an English index says so of their text.
    ...(locale !== 'nb' && { lang: 'nb' as const }),
  }
}

/** A record page's route pattern has a parameter (/:production): those pages are indexed
 * as their records, the rest as pages. */
const recordPageIds = (build: SiteBuild) =>
  new Set(
    build.content.pages.filter(({ page }) => page.path.includes(':')).map(({ page }) => page.id),
  )

/** Each entry leads to the page that shows its record in the index's language; a record no
 * page shows is left out. */
export const buildSearchIndex = (build: SiteBuild, locale: Locale): SearchDocument[] => {
  const { content, links, routes } = build
  const paths = new Set(routes.map((r) => r.path))
  const pageOf = (nbPath: string | undefined) => {
    if (!nbPath) return undefined
    const path = pathInLocale(nbPath, locale)
    return paths.has(path) ? path : locale === 'nb' ? undefined : nbPath
  }
  const records = recordPageIds(build)
  const pages = routes
    .filter((r) => r.locale === locale && r.indexed && !records.has(r.pageId))
    .flatMap(pageDocuments)
  // The validated programme is in order of start.
  const showingsOf = groupBy(content.programme.events, (e) => e.productionId)
  // Films and culture productions with a page; coming films (no showings yet) included.
  const productions = content.programme.productions.flatMap((p) => {
    const url = pageOf(links.pathOf('production', p.id))
    return url ? [productionDocument(p, url, showingsOf.get(p.id) ?? [], locale)] : []
  })
  // Articles have Norwegian pages only; an English index holds them as Norwegian.
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
        ...(locale !== 'nb' && { lang: 'nb' as const }),
      },
    ]
  })
  return [...pages, ...productions, ...articles]
}
