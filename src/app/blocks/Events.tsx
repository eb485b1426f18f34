import { SectionHeading } from '../../components/ui/Card'
import { ProductionCards } from './ProductionCards'
import type { BlockProps } from '../../contract'

export const Events = ({ props, data }: BlockProps<'Events'>) => {
  const { heading, emptyText = 'Ingen filmer å vise akkurat nå.' } = props
  return (
    <section aria-label={heading ?? 'Filmer'}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      <ProductionCards
        productions={data.productions}
        events={data.events ?? []}
        emptyText={emptyText}
      />
    </section>
  )
}
