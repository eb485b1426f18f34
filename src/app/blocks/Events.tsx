// The films showing now, a card per film with its next showing. With filters in its data
// (/filmoversikt), the films can be filtered by what their showings offer: a child's age,
// language, subtitles, format, accessibility and kind of showing.
import { SectionHeading } from '../../components/ui/Card'
import { FilterableCards } from './FilterableCards'
import { productionsOf } from './ProductionCards'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'

export const Events = ({ props, data }: BlockProps<'Events'>) => {
  const words = useWords()
  const { heading, emptyText = words.noFilmsNow } = props
  const events = data.events ?? []
  return (
    <section aria-label={heading ?? words.films}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      <FilterableCards
        formId="filmfilter"
        productions={data.productions ?? productionsOf(events)}
        events={events}
        // The cards of a list of showings read as a programme, soonest first.
        showingOrder={data.showingOrder || !data.productions}
        filters={data.filters}
        noun={words.filmsNoun}
        emptyText={emptyText}
      />
    </section>
  )
}
