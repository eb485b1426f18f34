// Every age limit and who may see such a film, from the one rule the film pages use too.
import styled from 'styled-components'
import { SectionHeading } from '../../components/ui/Card'
import { AGE_LIMITS, ageLimitLabel, ageLimitRule } from '../../lib/age-limits'
import { theme } from '../../client/theme'
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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 1.5rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.6rem 0.75rem 0.6rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  thead th {
    font-size: 0.95rem;
    color: ${theme.colour.inkMuted};
  }
  tbody th {
    white-space: nowrap;
  }
`
