// The culture programme: a card per production. With filters in its data, it can be filtered
// by kind and date (FilterForm, state in the URL), and how many are left is announced.
import { SectionHeading } from '../../components/ui/Card'
import { FilterCount, FilterForm, NoMatch, useFilterPasses } from '../../components/ui/FilterParts'
import { ProductionCards, productionsOf } from './ProductionCards'
import type { BlockProps } from '../../contract'

export const CultureProgramme = ({ props, data }: BlockProps<'CultureProgramme'>) => {
  const { heading = 'Kulturprogram' } = props
  const { filters } = data
  const events = data.events ?? []
  const published = useFilterPasses()
  // Only a list with filters of its own hides anything.
  const passes = filters ? published : null
  const productions = data.productions ?? productionsOf(events)
  const matching = productions.filter((p) => !passes || passes(filters?.facets[p.id])).length
  return (
    <section aria-label={heading}>
      <SectionHeading>{heading}</SectionHeading>
      {filters && filters.groups.length > 0 && productions.length > 0 && (
        <>
          <FilterForm id="kulturfilter" groups={filters.groups} />
          <FilterCount role="status">
            {passes ? `${matching} av ${productions.length} arrangementer passer filteret.` : ''}
          </FilterCount>
        </>
      )}
      <ProductionCards
        productions={productions}
        events={events}
        emptyText="Ingen arrangementer er lagt ut ennå."
        facets={filters?.facets}
        passes={passes}
      />
      {filters && productions.length > 0 && (
        <NoMatch form="kulturfilter" text="Ingen arrangementer passer filteret." />
      )}
    </section>
  )
}
