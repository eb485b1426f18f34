// A card's «Neste:» on a page built the night before, once the page's code knows the time:
// never a showing that has started, and no card for a production whose every showing has.
import { screen } from '@testing-library/react'
import { renderWithStore } from '../../../testing/render'
import { block } from './production-cards-data'

afterEach(() => jest.useRealTimers())

describe('production cards on a page built days before', () => {
  it('offer the next showing that has not started, and leave out a production that is over', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T11:00:00+01:00') })
    renderWithStore(block)
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Lys over Mjøsa', 'Julemarked'])
    const card = screen.getByRole('heading', { name: 'Lys over Mjøsa' }).closest('li')!
    const meta = card.querySelector('.card-meta')!
    expect(meta.textContent).toBe(
      'Neste: lørdag 28. november kl. 12:00lørdag 5. desember kl. 12:00',
    )
    expect(meta.querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T12:00:00+01:00')
  })
})
