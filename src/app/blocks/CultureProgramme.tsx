// The culture programme: a card per production. With filters in its data, it can be filtered
// by kind and date (FilterForm, state in the URL), and how many are left is announced. With
// a limit (the front page), the first cards still to come show, and a link to the rest.
import { SectionHeading } from '../../components/ui/Card'
import { FilterableCards } from './FilterableCards'
import { productionsOf } from './ProductionCards'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'
import { SmartLink } from '../../components/ui/SmartLink'
import styled from 'styled-components'

const More = styled.p`
  margin: 1rem 0 0;
  font-weight: 700;
`

export const CultureProgramme = ({ props, data }: BlockProps<'CultureProgramme'>) => {
  const words = useWords()
  const { heading = words.cultureProgramme, limit, more } = props
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
        limit={limit}
      />
      {more && (
        <More>
          <SmartLink href={more.href}>{more.label}</SmartLink>
        </More>
      )}
    </section>
  )
}
