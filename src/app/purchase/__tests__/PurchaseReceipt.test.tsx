import { screen } from '@testing-library/react'
import { refuseStatistics, resetAnalyticsForTests } from '../../../features/consent/analytics'
import { startStatistics } from '../../../features/consent/start-tracking'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import { renderWithStore } from '../../../testing/render'
import PurchaseReceipt from '../PurchaseReceipt'

type W = Window & { gtag?: jest.Mock; dataLayer?: unknown[] }

const ORDER =
  '?ordre=GJK-118-500001&arrangement=7000272&tittel=Fjellvettreglene&kategori=film' +
  '&tid=2026-11-27T18%3A00%3A00%2B01%3A00&antall=2&belop=260'

const gtag = jest.fn()
beforeEach(() => {
  localStorage.clear()
  resetAnalyticsForTests()
  gtag.mockReset()
  ;(window as W).gtag = gtag
})

const visit = (search: string) =>
  renderWithStore(
    <PageLocationContext.Provider value={{ pathname: '/kjop-fullfort', search }}>
      <PurchaseReceipt />
    </PageLocationContext.Provider>,
  )

const purchases = () => gtag.mock.calls.filter(([, event]) => event === 'purchase')

describe('checkout return page', () => {
  it('shows the receipt of the order the ticketing partner sent back', () => {
    visit(ORDER)
    expect(screen.getByRole('heading', { name: 'Takk for kjøpet!' })).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Takk for kjøpet!' }).textContent
    expect(summary).toContain('GJK-118-500001')
    expect(summary).toContain('Fjellvettreglene')
    expect(summary).toMatch(/fredag 27\. november kl\. 18:00/)
    expect(summary).toMatch(/Antall billetter2/)
    expect(summary).toMatch(/Sum260 kr/)
  })

  it("offers the bought showing's calendar file, which the build publishes by its event id", () => {
    visit(ORDER)
    expect(screen.getByRole('link', { name: 'Legg visningen i kalenderen' })).toHaveAttribute(
      'href',
      '/kalender/7000272.ics',
    )
  })

  it('reports the purchase with id, name, brand, list, category and value, once per order', () => {
    startStatistics('G-TEST', 'Gjøvik kino og kulturhus')
    const first = visit(ORDER)
    expect(purchases()).toEqual([
      [
        'event',
        'purchase',
        {
          transaction_id: 'GJK-118-500001',
          currency: 'NOK',
          value: 260,
          items: [
            {
              item_id: '7000272',
              item_name: 'Fjellvettreglene',
              item_brand: 'Gjøvik kino og kulturhus',
              item_list_name: 'Billettkjøp',
              item_category: 'Film',
            },
          ],
        },
      ],
    ])
    first.unmount()
    visit(ORDER) // a reload of the same return page
    expect(purchases()).toHaveLength(1)
  })

  it('sends nothing without consent to statistics', () => {
    refuseStatistics()
    visit(ORDER)
    expect(screen.getByRole('heading', { name: 'Takk for kjøpet!' })).toBeInTheDocument()
    expect(purchases()).toEqual([])
  })

  it.each([
    ['no order', ''],
    ['a made-up amount', ORDER.replace('belop=260', 'belop=-5')],
    ['markup for a title', ORDER.replace('ordre=GJK-118-500001', 'ordre=<img src=x>')],
    ['an unknown category', ORDER.replace('kategori=film', 'kategori=gratis')],
  ])('says so, and reports nothing, for a link with %s', (_, search) => {
    startStatistics('G-TEST', 'Gjøvik kino og kulturhus')
    visit(search)
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fant ingen ordre i lenken.')
    expect(purchases()).toEqual([])
  })
})
