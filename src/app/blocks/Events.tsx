import type { EventSummary, ProductionCard } from '../../contract'
import { SectionHeading } from '../../components/ui/Card'
import { ProductionCards } from './ProductionCards'
import type { BlockProps } from './types'

type EventsProps = { heading?: string; emptyText?: string }

export const Events = ({ props, data }: BlockProps) => {
  const { heading, emptyText = 'Ingen filmer å vise akkurat nå.' } = props as EventsProps
  return (
    <section aria-label={heading ?? 'Filmer'}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      <ProductionCards
        productions={data.productions as ProductionCard[] | undefined}
        events={(data.events as EventSummary[] | undefined) ?? []}
        emptyText={emptyText}
      />
    </section>
  )
}
