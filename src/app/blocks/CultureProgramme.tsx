import type { EventSummary, ProductionCard } from '../../contract'
import { SectionHeading } from '../../components/ui/Card'
import { ProductionCards } from './ProductionCards'
import type { BlockProps } from './types'

type CultureProgrammeProps = { heading?: string }

export const CultureProgramme = ({ props, data }: BlockProps) => {
  const { heading = 'Kulturprogram' } = props as CultureProgrammeProps
  return (
    <section aria-label={heading}>
      <SectionHeading>{heading}</SectionHeading>
      <ProductionCards
        productions={data.productions as ProductionCard[] | undefined}
        events={(data.events as EventSummary[] | undefined) ?? []}
        emptyText="Ingen arrangementer er lagt ut ennå."
      />
    </section>
  )
}
