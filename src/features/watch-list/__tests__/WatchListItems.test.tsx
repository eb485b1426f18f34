import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { IndexedShowing, ShowingsIndex } from '../../../contract/showings'
import { withFixedClock } from '../../../testing/fixed-clock'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { WatchListItems } from '../components/WatchListItems'

setupMswForTests()

withFixedClock('2026-11-24T12:00:00+01:00')
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const showing = (id: string, startTime: string): IndexedShowing => ({
  id,
  startTime,
  location: 'Sal 1',
  ticketUrl: `https://billett.example.no/${id}`,
})

const lysar = { movieId: 'm1', title: 'Lysår', ediNumber: '1', link: '/lysar-DXM00000001' }
const fjell = { movieId: 'm2', title: 'Fjellet', link: '/fjellet-DXM00000002' }

const programme = (lysarShowings: IndexedShowing[]): ShowingsIndex => ({
  productions: [
    { path: '/lysar-DXM00000001', ediNumber: '1', title: 'Lysår', showings: lysarShowings },
    {
      path: '/fjellet-DXM00000002',
      title: 'Fjellet',
      showings: [showing('f1', '2026-11-25T18:00:00+01:00')],
    },
  ],
})

const serve = (index: ShowingsIndex) =>
  server.use(http.get('*/showings-index.json', () => HttpResponse.json(index)))

/** One look at the list: rendered until its showings are in, then left. */
const look = async ({ links = 1 } = {}) => {
  const view = render(<WatchListItems movies={[lysar, fjell]} />)
  if (links) await screen.findAllByRole('link', { name: /Kjøp billett/ })
  else await screen.findAllByText('Ikke på programmet ennå.')
  const marked = screen.queryAllByText('Nye visninger').map((badge) => badge.closest('h3')!)
  const titles = marked.map((h) => within(h).getByRole('link').textContent)
  view.unmount()
  return titles
}

const newVisit = () => sessionStorage.clear()

describe('«Nye visninger» on a fixed clock', () => {
  it('marks the film that gained a showing since the last visit, for the whole of this visit', async () => {
    serve(programme([showing('l1', '2026-11-26T18:00:00+01:00')]))
    expect(await look()).toEqual([]) // the first visit has nothing to compare with

    newVisit()
    serve(
      programme([
        showing('l1', '2026-11-26T18:00:00+01:00'),
        showing('l2', '2026-11-28T20:00:00+01:00'),
      ]),
    )
    expect(await look()).toEqual(['Lysår'])
    expect(await look()).toEqual(['Lysår']) // a reload is the same visit

    newVisit()
    expect(await look()).toEqual([]) // seen now
  })

  it('marks a film that was not in the programme at the last visit and is now', async () => {
    serve({ productions: [] })
    expect(await look({ links: 0 })).toEqual([])
    newVisit()
    serve(programme([showing('l1', '2026-11-26T18:00:00+01:00')]))
    expect(await look()).toEqual(['Lysår', 'Fjellet'])
  })

  it('does not count a showing that has started as new, nor one it already saw', async () => {
    serve(programme([showing('l1', '2026-11-26T18:00:00+01:00')]))
    await look()
    newVisit()
    // l0 was already in the programme but had started; the index still lists it.
    serve(
      programme([
        showing('l0', '2026-11-24T11:00:00+01:00'),
        showing('l1', '2026-11-26T18:00:00+01:00'),
      ]),
    )
    expect(await look()).toEqual([])
  })
})

describe('the next showings of each film', () => {
  it('shows the next three with «Kjøp billett», and leads to the film page for the rest', async () => {
    serve(
      programme([
        showing('l0', '2026-11-24T11:00:00+01:00'),
        ...[25, 26, 27, 28, 29].map((day) => showing(`l${day}`, `2026-11-${day}T18:00:00+01:00`)),
      ]),
    )
    render(<WatchListItems movies={[lysar]} />)
    const list = await screen.findByRole('list', { name: 'Neste visninger av Lysår' })
    const buy = within(list).getAllByRole('link')
    expect(buy.map((a) => a.getAttribute('href'))).toEqual([
      'https://billett.example.no/l25',
      'https://billett.example.no/l26',
      'https://billett.example.no/l27',
    ])
    expect(buy[0]).toHaveAccessibleName(/^Kjøp billett til Lysår, .* kl\. 18:00$/)
    expect(screen.getByRole('link', { name: 'Se alle 5 visninger av Lysår' })).toHaveAttribute(
      'href',
      '/lysar-DXM00000001',
    )
  })

  it('finds a film without a film number by its page, and says when a film is not on', async () => {
    serve({
      productions: [
        { path: '/fjellet-DXM00000002', title: 'Fjellet', showings: [] },
        {
          path: '/annen-DXM00000009',
          title: 'Annen',
          showings: [showing('a1', '2026-11-25T18:00:00+01:00')],
        },
      ],
    })
    const gone = { movieId: 'm3', title: 'Borte', ediNumber: '3' }
    render(<WatchListItems movies={[fjell, gone]} />)
    expect(await screen.findAllByText('Ikke på programmet ennå.')).toHaveLength(2)
    expect(screen.queryByRole('link', { name: /Kjøp billett/ })).toBeNull()
  })

  it('still lists the films when the showings cannot be fetched', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('*/showings-index.json', () => new HttpResponse(null, { status: 500 })))
    render(<WatchListItems movies={[lysar]} />)
    expect(
      await screen.findByText('Vi får ikke hentet visningene akkurat nå. Prøv igjen senere.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lysår' })).toHaveAttribute(
      'href',
      '/lysar-DXM00000001',
    )
    log.mockRestore()
  })

  it("links a partner's film only to a path on this site, and shows only an https poster", async () => {
    const hostile = [
      { movieId: 'm5', title: 'Skript', link: 'javascript:alert(1)', poster: 'javascript:x' },
      {
        movieId: 'm6',
        title: 'Tabulator',
        link: '/\t/evil.example',
        poster: 'http://x.example/p.jpg',
      },
      {
        movieId: 'm7',
        title: 'Trygg',
        link: '/trygg-DXM00000007',
        poster: 'https://x.example/p.jpg',
      },
    ]
    const { container } = render(<WatchListItems movies={hostile} />)
    await screen.findAllByText('Ikke på programmet ennå.')
    expect(screen.queryByRole('link', { name: 'Skript' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Tabulator' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Trygg' })).toHaveAttribute(
      'href',
      '/trygg-DXM00000007',
    )
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://x.example/p.jpg',
    ])
  })
})
