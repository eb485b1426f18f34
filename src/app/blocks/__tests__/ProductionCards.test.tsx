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
      'Neste: Kjøp billett til Lys over Mjøsa: lørdag 28. november kl. 12:00, Galleriet ' +
        'Kjøp billett til Lys over Mjøsa: lørdag 5. desember kl. 12:00, Galleriet ',
    )
    expect(meta.querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T12:00:00+01:00')
    // Each is its own booking link (CSS shows the first not hidden).
    expect(
      screen.getByRole('link', {
        name: /^Kjøp billett til Lys over Mjøsa: lørdag 28\. november kl\. 12:00 ?, Galleriet$/,
      }),
    ).toHaveAttribute('href', 'https://billett.example.no/event/l1-1')
  })
})

describe('production cards with a limit', () => {
  it('keep only the first few still to come, in the order of their next showing', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T11:00:00+01:00') })
    const { CultureProgramme } = await import('../CultureProgramme')
    const { events } = await import('./production-cards-data')
    const { productionCard } = await import('../../../testing/block-data')
    const talk = events[1]!.production
    const exhibition = events[0]!.production
    renderWithStore(
      <CultureProgramme
        props={{
          heading: 'Scene og kultur',
          limit: 1,
          more: { href: '/arrangementer', label: 'Se alle' },
        }}
        data={{
          productions: [
            exhibition,
            talk,
            productionCard({ id: 'x', title: 'X', object: 'culture' }),
          ],
          events,
          showingOrder: true,
        }}
      />,
    )
    // The talk on the 25th comes before the exhibition's next day, the 28th.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bokkveld',
    ])
    expect(screen.getByRole('link', { name: 'Se alle' })).toHaveAttribute('href', '/arrangementer')
  })
})
