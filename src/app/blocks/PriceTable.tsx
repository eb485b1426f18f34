// The programme's prices as one table, from its price records: the same records every
// showing's price and the checkout's come from (src/contract/ticket-prices.js), so the
// table an editor links to can never disagree with what a showing costs.
import styled from 'styled-components'
import { FactTable } from '../../components/ui/FactTable'
import { SectionHeading } from '../../components/ui/Card'
import type { BlockProps } from '../../contract'
import { kronerText } from '../../lib/prices'
import { useWords } from '../../components/page-context/PageLanguage'

export const PriceTable = ({ props, data }: BlockProps<'PriceTable'>) => {
  const words = useWords()
  const rows = data.prices ?? []
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="priser">
      <SectionHeading id="priser">{props.heading}</SectionHeading>
      <Table>
        <thead>
          <tr>
            <th scope="col">{words.priceTicket}</th>
            <th scope="col">{words.priceAmount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{kronerText(row.amountNok, words)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  )
}

const Table = styled(FactTable)`
  max-width: 46rem;
  th,
  td {
    padding: 0.5rem 0.75rem 0.5rem 0;
  }
  tbody th {
    font-weight: 400;
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`
