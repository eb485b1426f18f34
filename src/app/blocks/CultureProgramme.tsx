import { SectionHeading } from '../../components/ui/Card'
import { ProductionCards } from './ProductionCards'
import type { BlockProps } from '../../contract'

export const CultureProgramme = ({ props, data }: BlockProps<'CultureProgramme'>) => {
  const { heading = 'Kulturprogram' } = props
  return (
    <section aria-label={heading}>
      <SectionHeading>{heading}</SectionHeading>
      <ProductionCards
        productions={data.productions}
        events={data.events ?? []}
        emptyText="Ingen arrangementer er lagt ut ennå."
      />
    </section>
  )
}
