// Every age limit and who may see such a film, from the one rule the film pages use too.
import styled from 'styled-components'
import { FactTable } from '../../components/ui/FactTable'
import { SectionHeading } from '../../components/ui/Card'
import { AGE_LIMITS, ageLimitLabel, ageLimitRule } from '../../lib/age-limits'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'

export const AgeLimits = ({ props }: BlockProps<'AgeLimits'>) => {
  const words = useWords()
  return (
    <section aria-labelledby="aldersgrenser-tabell">
      <SectionHeading id="aldersgrenser-tabell">{props.heading}</SectionHeading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Aldersgrense</th>
            <th scope="col">Hvem kan se filmen</th>
          </tr>
        </thead>
        <tbody>
          {AGE_LIMITS.map((limit) => (
            <tr key={limit}>
              <th scope="row">{ageLimitLabel(limit, words)}</th>
              <td>{ageLimitRule(limit, words)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  )
}

const Table = styled(FactTable)`
  tbody th {
    white-space: nowrap;
  }
`
