// The culture programme: a card per production. With filters in its data, it can be filtered
// by kind and date (FilterForm, state in the URL), and how many are left is announced.
import { SectionHeading } from '../../components/ui/Card'
import { FilterableCards } from './FilterableCards'
import { productionsOf } from './ProductionCards'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'

export const CultureProgramme = ({ props, data }: BlockProps<'CultureProgramme'>) => {
  const words = useWords()
  const { heading = words.cultureProgramme } = props
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
        noun={words.eventsNoun}
        emptyText={words.noEventsYet}
      />
    </section>
  )
}
