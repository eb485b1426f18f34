// The culture programme: a card per production. With filters in its data, it can be filtered
// by kind and date (FilterForm, state in the URL), and how many are left is announced.
import { SectionHeading } from '../../components/ui/Card'
import { FilterableCards } from './FilterableCards'
import { productionsOf } from './ProductionCards'
import type { BlockProps } from '../../contract'

export const CultureProgramme = ({ props, data }: BlockProps<'CultureProgramme'>) => {
  const { heading = 'Kulturprogram' } = props
  const events = data.events ?? []
  return (
    <section aria-label={heading}>
      <SectionHeading>{heading}</SectionHeading>
      <FilterableCards
        formId="kulturfilter"
        productions={data.productions ?? productionsOf(events)}
        events={events}
        // The cards of a list of showings read as a programme, soonest first.
        showingOrder={data.showingOrder || !data.productions}
        filters={data.filters}
        noun="arrangementer"
        emptyText="Ingen arrangementer er lagt ut ennå."
      />
    </section>
  )
}
