import {
  productionItem,
  refuseStatistics,
  resetAnalyticsForTests,
  trackItemView,
  trackPurchase,
  trackTicketSelection,
} from '../analytics'
import { startStatistics } from '../start-tracking'

type W = Window & { gtag?: jest.Mock; dataLayer?: unknown[] }
const film = { id: 'p1', title: 'Fjellvettreglene', object: 'movie' }

beforeEach(() => {
  resetAnalyticsForTests()
  delete (window as W).gtag
  delete (window as W).dataLayer
  document.head.innerHTML = ''
})

const spyOnGtag = () => {
  const spy = jest.fn()
  ;(window as W).gtag = spy
  return spy
}

describe('analytics events', () => {
  it('sends nothing, and loads nothing, when statistics are refused', () => {
    const gtag = spyOnGtag()
    refuseStatistics()
    trackItemView(productionItem(film, 'Filmside'))
    expect(gtag).not.toHaveBeenCalled()
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull()
  })

  it('holds a view made before the choice is known, and sends it on opt-in', () => {
    trackItemView(productionItem(film, 'Filmside'))
    const gtag = spyOnGtag()
    startStatistics('G-TEST', 'Gjøvik kino og kulturhus')
    expect(gtag).toHaveBeenCalledWith('event', 'view_item', {
      items: [
        {
          item_id: 'p1',
          item_name: 'Fjellvettreglene',
          item_brand: 'Gjøvik kino og kulturhus',
          item_list_name: 'Filmside',
          item_category: 'Film',
        },
      ],
    })
    expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
    )
  })

  it('drops a held view when the visitor refuses', () => {
    trackItemView(productionItem(film, 'Filmside'))
    refuseStatistics()
    const gtag = spyOnGtag()
    startStatistics('G-TEST', 'Kino')
    expect(gtag).not.toHaveBeenCalledWith('event', 'view_item', expect.anything())
  })

  it('reports a ticket purchase as a product selection, and a purchase with its items', () => {
    const gtag = spyOnGtag()
    startStatistics('G-TEST', 'Kino')
    trackTicketSelection(productionItem(film, 'Visninger', 'E1', 'Fjellvettreglene, fredag'))
    expect(gtag).toHaveBeenCalledWith('event', 'select_item', {
      item_list_name: 'Visninger',
      items: [
        {
          item_id: 'E1',
          item_name: 'Fjellvettreglene, fredag',
          item_brand: 'Kino',
          item_list_name: 'Visninger',
          item_category: 'Film',
        },
      ],
    })
    trackPurchase('order-1', [productionItem(film, 'Kasse')], 240)
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', {
      transaction_id: 'order-1',
      currency: 'NOK',
      value: 240,
      items: [expect.objectContaining({ item_id: 'p1', item_list_name: 'Kasse' })],
    })
  })
})
