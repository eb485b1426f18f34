// Shared by the events, culture programme and flag blocks: a card per production with its
// poster and next showing. Where the list can be filtered, each card carries its facets
// (data-f, which HideShowings reads before paint) and is hidden when the filter leaves it out.
import type { EventSummary, ProductionCard } from '../../contract'
import { Card, CardGrid, EmptyState } from '../../components/ui/Card'
import { formatDay, formatTime } from '../../lib/dates'
import { ageLimitText } from '../../lib/age-limits'
import { coverOf, groupBy } from '../../lib/programme'
import type { Passes } from '../../components/ui/FilterParts'
import { FOLLOW_TEXT, FollowFilm } from '../../components/ui/FollowFilm'

type Props = {
  productions?: ProductionCard[]
  events: EventSummary[]
  emptyText: string
  /** Each production's facets, where the list can be filtered, and the visitor's filter. */
  facets?: Record<string, string>
  passes?: Passes
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
}: Props) => {
  const productions = given ?? productionsOf(events)
  if (productions.length === 0) return <EmptyState>{emptyText}</EmptyState>
  const next = groupBy(events, (e) => e.productionId)
  return (
    <CardGrid>
      {productions.map((p) => {
        // The wide cover, not the poster: a 16:9 card would cut a poster's title.
        const cover = coverOf(p)
        const first = next.get(p.id)?.[0]
        return (
          // In a filterable list every card has facets, none for a production without
          // showings, so the head script hides it as the form's code will.
          <li
            key={p.id}
            data-f={facets && (facets[p.id] ?? '')}
            hidden={!!passes && !passes(facets?.[p.id])}
          >
            <Card
              title={p.title}
              href={p.path}
              image={cover ? { url: cover.url, alt: '' } : undefined}
              meta={
                first ? (
                  <>
                    Neste:{' '}
                    <time
                      dateTime={first.startTime}
                    >{`${formatDay(first.startTime)} kl. ${formatTime(first.startTime)}`}</time>
                  </>
                ) : p.premiereDate ? (
                  `Premiere ${p.premiereDate.split('-').reverse().join('.')}`
                ) : undefined
              }
            >
              <p>{p.summary}</p>
              {p.ageLimit && (
                <p className="card-meta">Aldersgrense: {ageLimitText(p.ageLimit)?.label}</p>
              )}
              {p.follow && (
                <p className="card-follow">
                  <FollowFilm follow={p.follow} title={p.title} />
                  <span className="card-meta">{FOLLOW_TEXT}</span>
                </p>
              )}
            </Card>
          </li>
        )
      })}
    </CardGrid>
  )
}
