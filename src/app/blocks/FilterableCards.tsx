// Production cards a visitor can filter (the culture programme, the film overview): the
// filter form, the announced count, the cards, and the note under an emptied list. Without
// filters in the block's data, the cards alone.
import type { EventSummary, FilterSet, ProductionCard } from '../../contract'
import { FilterCount, FilterForm, NoMatch, useFilterPasses } from '../../components/ui/FilterParts'
import { useNow } from '../../hooks/use-now'
import { ProductionCards, runningProductions } from './ProductionCards'
import { fillText } from '../../contract/ui-text'
import { useWords } from '../../components/page-context/PageLanguage'

type Props = {
  /** The form's id, unique on the page. */
  formId: string
  productions: ProductionCard[]
  events: EventSummary[]
  /** The cards are in the order of their next showing, which the browser keeps. */
  showingOrder?: boolean
  filters: FilterSet | undefined
  /** What the cards are, in the plural: «3 av 14 filmer passer filteret.» */
  noun: string
  emptyText: string
  /** How many cards show, of those still to come. */
  limit?: number
}

export const FilterableCards = ({
  formId,
  productions: listed,
  events,
  showingOrder,
  filters,
  noun,
  emptyText,
  limit,
}: Props) => {
  const words = useWords()
  // A production whose last showing has started since the build leaves the list, and the count.
  const now = useNow()
  const productions = runningProductions(listed, events, now)
  const published = useFilterPasses()
  // Only a list with filters of its own hides anything.
  const passes = filters ? published : null
  const matching = productions.filter((p) => !passes || passes(filters?.facets[p.id])).length
  const filterable = filters !== undefined && productions.length > 0

  return (
    <>
      {filterable && filters.groups.length > 0 && (
        <>
          <FilterForm
            id={formId}
            groups={filters.groups}
            resultsTarget={`${formId}-treff`}
            resultOne={words.resultOne}
            resultMany={words.resultMany}
          />
          <FilterCount role="status">
            {passes
              ? fillText(words.listMatches, { matching, total: productions.length, noun })
              : ''}
          </FilterCount>
        </>
      )}
      <ProductionCards
        productions={productions}
        events={events}
        emptyText={emptyText}
        facets={filters?.facets}
        passes={passes}
        now={now}
        showingOrder={showingOrder}
        limit={limit}
        // Focused by the filter's «Vis N treff», which closes the panel over it.
        listId={`${formId}-treff`}
      />
      {filterable && <NoMatch form={formId} text={fillText(words.listNoMatch, { noun })} />}
    </>
  )
}
