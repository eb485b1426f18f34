// Shared by the events, culture programme and flag blocks: a card per production with its
// poster and next showing. Where the list can be filtered, each card carries its facets
// (data-f, which HideShowings reads before paint) and is hidden when the filter leaves it out.
// A page is built once a night, and a card must not offer a showing that has started: each
// carries its next few showings (data-start), of which CSS shows the first that the head
// script has not hidden, and the instant its last one starts (data-until), after which the
// head script marks the card emptied and CSS hides it. Once the page's code knows the time,
// it leaves out what has started, so nothing that is on screen moves.
import { EnglishMark } from '../../components/ui/EnglishMark'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import type { EventSummary, ProductionCard } from '../../contract'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { Card, CardGrid, EmptyState } from '../../components/ui/Card'
import { theme } from '../../client/theme'
import { formatDate } from '../../lib/dates'
import { useLiveEvents } from '../../features/events/use-live-events'
import { Showtime } from '../purchase/Showtime'
import { ageLimitText } from '../../lib/age-limits'
import { audienceText } from '../../lib/prices'
import { coverOf } from '../../lib/programme'
import type { Passes } from '../../components/ui/FilterParts'
import { FollowFilm, FollowText } from '../../components/ui/FollowFilm'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract/ui-text'

type Props = {
  productions?: ProductionCard[]
  events: EventSummary[]
  emptyText: string
  /** Each production's facets, where the list can be filtered, and the visitor's filter. */
  facets?: Record<string, string>
  passes?: Passes
  /** The time (useNow): null while the page is as built. */
  now: number | null
  /** The list's id, where something moves focus to it (the filter's «Vis N treff»). */
  listId?: string
  /** The cards are in the order of their next showing: kept so as showings pass. */
  showingOrder?: boolean
  /** How many cards show, of those still to come (CSS, so before the first paint too). */
  limit?: number
}

/** A production's card offers its next showing and those after it that the build carried
 * (at most eight, src/pipeline/plan/project.ts), in order, each its own booking link. */
const startsOf = (summary: EventSummary | undefined) =>
  summary
    ? [summary, ...summary.laterShowings].map((s) => ({
        iso: s.startTime,
        ms: Date.parse(s.startTime),
        showing: s,
      }))
    : []

/** Each production's summary: the block data lists each production once. */
const summaryOf = (events: EventSummary[]) => new Map(events.map((e) => [e.productionId, e]))

/** When the last start a card offers is (ms): after it, the card has nothing to offer. */
const lastOf = (starts: { ms: number }[]) => starts[starts.length - 1]?.ms

/** The productions still to be seen: those whose last showing has not started, and those
 * without showings in the list (a coming film with its premiere date). All of them until the
 * browser knows the time. */
export const runningProductions = (
  productions: ProductionCard[],
  events: EventSummary[],
  now: number | null,
) => {
  if (now === null) return productions
  const summaries = summaryOf(events)
  return productions.filter((p) => (lastOf(startsOf(summaries.get(p.id))) ?? Infinity) >= now)
}

/** The cards in the order of the next showing each offers that has not begun by now; those
 * with none keep their place after them (a stable sort), as the build ordered them. */
export const inNextShowingOrder = (
  productions: ProductionCard[],
  summaries: Map<string, EventSummary>,
  now: number,
) => {
  const next = (p: ProductionCard) =>
    startsOf(summaries.get(p.id)).find(({ ms }) => ms >= now)?.ms ?? Infinity
  const keyed = productions.map((p) => ({ p, at: next(p) }))
  return keyed.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1)).map(({ p }) => p)
}

/** The productions of a list of events, in order of their first showing. */
export const productionsOf = (events: EventSummary[]): ProductionCard[] => [
  ...new Map(events.map((e) => [e.production.id, e.production])).values(),
]

export const ProductionCards = ({
  productions: given,
  events,
  emptyText,
  facets,
  passes,
  now,
  listId,
  showingOrder = false,
  limit,
}: Props) => {
  const grid = useRef<HTMLUListElement>(null)
  const { locale, words } = usePageLanguage()
  // The programme's texts are Norwegian: marked so on a page in another language.
  const recordLang = locale === 'nb' ? undefined : 'nb'
  // Ordered once, by the time the page first knew: a card never moves while it is read.
  const [orderedAt, setOrderedAt] = useState<number | null>(null)
  if (showingOrder && orderedAt === null && now !== null) setOrderedAt(now)
  // The head script showed this order from the first paint with CSS (order); now that the
  // list itself is in it, the CSS order goes, and nothing on screen moves.
  useBrowserLayoutEffect(() => {
    if (orderedAt === null) return
    for (const card of grid.current?.children ?? []) {
      ;(card as HTMLElement).style.removeProperty('order')
      // The list now holds only the cards it shows (below): the head script's marks go.
      card.removeAttribute('data-over-limit')
    }
  }, [orderedAt])
  const listed = given ?? productionsOf(events)
  const summaries = summaryOf(events)
  // The seats of each card's next showing, in one call once the page is interactive.
  useLiveEvents(
    listed.flatMap((p) => {
      const next = startsOf(summaries.get(p.id)).find(({ ms }) => now === null || ms >= now)
      return next ? [next.showing.eventId] : []
    }),
  )
  if (listed.length === 0) return <EmptyState>{emptyText}</EmptyState>
  const ordered = orderedAt === null ? listed : inNextShowingOrder(listed, summaries, orderedAt)
  // A list in the order of its next showings shows its first few in that order: until the
  // page knows the time, the head script hides the rest (data-over-limit); then the rest
  // leave the list. In the build's own order, CSS shows the first few (Grid).
  const productions =
    limit && showingOrder && orderedAt !== null
      ? ordered.filter((p) => !passes || passes(facets?.[p.id])).slice(0, limit)
      : ordered
  return (
    <Grid
      id={listId}
      tabIndex={listId ? -1 : undefined}
      ref={grid}
      data-next-order={showingOrder ? '' : undefined}
      data-limit={limit}
      $limit={limit}
    >
      {productions.map((p) => {
        // The wide cover, not the poster: a 16:9 card would cut a poster's title.
        const cover = coverOf(p)
        const starts = startsOf(summaries.get(p.id))
        const candidates = now === null ? starts : starts.filter(({ ms }) => ms >= now)
        return (
          // In a filterable list every card has facets, none for a production without
          // showings, so the head script hides it as the form's code will.
          <li
            key={p.id}
            data-f={facets && (facets[p.id] ?? '')}
            data-until={lastOf(starts)}
            hidden={!!passes && !passes(facets?.[p.id])}
          >
            <Card
              title={p.title}
              href={p.path}
              image={cover ? { url: cover.url, alt: '' } : undefined}
              meta={
                starts.length > 0 ? (
                  <>
                    {words.cardNext}{' '}
                    {candidates.map(({ iso, ms, showing }) => (
                      <span key={iso} className="next" data-start={ms}>
                        <Showtime
                          inline
                          event={{ ...showing, production: p }}
                          listName="Programkort"
                        />
                      </span>
                    ))}
                  </>
                ) : p.premiereDate ? (
                  fillText(words.premiere, {
                    date: formatDate(`${p.premiereDate}T12:00:00Z`, words),
                  })
                ) : undefined
              }
            >
              {p.english && (
                <p className="card-meta">
                  <EnglishMark english={p.english} />
                </p>
              )}
              <p lang={recordLang}>{p.summary}</p>
              {p.ageLimit && (
                <p className="card-meta">
                  {fillText(words.cardAgeLimit, {
                    label: ageLimitText(p.ageLimit, words)?.label ?? '',
                  })}
                </p>
              )}
              {p.audienceAges && <p className="card-meta">{audienceText(p.audienceAges, words)}</p>}
              {p.follow && (
                <p className="card-follow">
                  <FollowFilm follow={p.follow} title={p.title} />
                  <span className="card-meta">
                    <FollowText />
                  </span>
                </p>
              )}
            </Card>
          </li>
        )
      })}
    </Grid>
  )
}

const Grid = styled(CardGrid)<{ $limit?: number }>`
  > li[data-emptied] {
    display: none;
  }
  &[data-next-order] > li[data-over-limit] {
    display: none;
  }
  ${({ $limit }) =>
    $limit &&
    `&:not([data-next-order]) > li:nth-child(n + ${$limit + 1} of :not([hidden], [data-emptied])) {
       display: none;
     }`}
  /* In a list ordered by showing, the head script gives each card the minutes to its next
     showing as its order before the first paint; a card with none left comes after them. */
  &[data-next-order] > li {
    order: 2147483647;
  }
  /* Until the head script has seen the whole list (HideShowings.tsx); without scripts,
     html[data-ordering] is never set and the list shows as built. */
  html[data-ordering] &[data-next-order]:not([data-ordered]) {
    visibility: hidden;
  }
  /* «Neste:» the first showing not hidden (the head script hides those that have started),
     a link of its own above the title's stretched area. */
  .card-meta .next[hidden],
  .card-meta .next:not([hidden]) ~ .next {
    display: none;
  }
  .card-meta .next {
    position: relative;
    z-index: 1;
  }
  /* The seats' line is kept while empty, so that the card does not grow when they arrive. */
  .card-meta .seats {
    display: block;
    min-height: 1.35em;
    font-weight: 700;
    color: ${theme.colour.accent};
  }
`
