import { screen, within } from '@testing-library/react'
import { renderWithStore } from '../../../testing/render'
import { PriceTable } from '../PriceTable'

describe('the price table', () => {
  it('shows each row of the price records with its price, as a table with headers', () => {
    renderWithStore(
      <PriceTable
        props={{ heading: 'Priser' }}
        data={{
          prices: [
            { label: 'Voksen', amountNok: 150 },
            { label: 'Barn (under 16 år)', amountNok: 110 },
            { label: 'Tillegg for Dolby Atmos', amountNok: 20 },
            { label: 'Seniortreff', amountNok: 0 },
          ],
        }}
      />,
    )
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Billett', 'Pris'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      'Voksen150 kr',
      'Barn (under 16 år)110 kr',
      'Tillegg for Dolby Atmos20 kr',
      'SeniortreffGratis',
    ])
    expect(screen.getByRole('heading', { name: 'Priser' })).toBeInTheDocument()
  })

  it('shows nothing where the programme has no prices', () => {
    const { container } = renderWithStore(<PriceTable props={{ heading: 'Priser' }} data={{}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
