import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import SearchResults from '../SearchResults'

setupMswForTests()

const index = [
  {
    kind: 'culture',
    title: 'Jazzkveld på gården',
    url: '/jazzkveld-pa-garden-JAZ6G4R',
    date: '2026-11-26T19:30:00+01:00',
    text: 'Innlandsjazz spiller i Låven på Gjøvik gård.',
  },
  {
    kind: 'film',
    title: 'Lysår',
    url: '/lysar-DXM20261008',
    date: '2026-11-22T20:30:00+01:00',
    laterStarts: ['2026-11-24T20:30:00+01:00', '2026-11-25T20:30:00+01:00'],
    ageLimit: '12',
    text: 'En astronaut på vei hjem.',
    keywords: 'Lightyears Science fiction romfart',
  },
  {
    kind: 'library',
    title: 'Bibliotekets åpningstider',
    url: '/article/bibliotekets-apningstider',
    text: 'Meråpent bibliotek.',
  },
]
const serveIndex = () =>
  server.use(http.get('http://localhost/search-index.json', () => HttpResponse.json(index)))

// The morning after an index built on 22 November: Lysår's showing that evening is past.
beforeEach(() =>
  jest.useFakeTimers({ now: new Date('2026-11-23T09:00:00+01:00'), advanceTimers: true }),
)
afterEach(() => jest.useRealTimers())

describe('SearchResults', () => {
  it('shows the count and the hits, with the matching words marked', async () => {
    serveIndex()
    render(<SearchResults query="gjovik" />)
    expect(screen.getByRole('status')).toHaveTextContent('Søker …')
    expect(await screen.findByText('1 treff for «gjovik».')).toHaveAttribute('role', 'status')
    const results = screen.getByRole('list', { name: 'Søkeresultater' })
    const hit = within(results).getByRole('listitem')
    expect(within(hit).getByRole('link', { name: 'Jazzkveld på gården' })).toHaveAttribute(
      'href',
      '/jazzkveld-pa-garden-JAZ6G4R',
    )
    expect(hit).toHaveTextContent('Arrangement · 26. november 2026')
    expect(within(hit).getByText('Gjøvik', { selector: 'mark' })).toBeInTheDocument()
  })

  it.each(['lysar', 'lightyears', 'science'])(
    'finds a film by its title, original title or genre (%s), with its age limit and next showing not begun',
    async (query) => {
      serveIndex()
      render(<SearchResults query={query} />)
      const hit = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getByRole(
        'listitem',
      )
      expect(within(hit).getByRole('link', { name: 'Lysår' })).toHaveAttribute(
        'href',
        '/lysar-DXM20261008',
      )
      expect(hit).toHaveTextContent('Film · 12 år · neste visning tirsdag 24. november kl. 20:30')
    },
  )

  it('names no date for a production whose showings in the index have all begun', async () => {
    jest.setSystemTime(new Date('2026-11-27T09:00:00+01:00'))
    serveIndex()
    render(<SearchResults query="på" />)
    const hits = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getAllByRole(
      'listitem',
    )
    expect(hits.map((hit) => hit.querySelector('.kind')?.textContent)).toEqual([
      'Arrangement',
      'Film · 12 år',
    ])
  })

  it('says so and suggests where to look when nothing matches', async () => {
    serveIndex()
    render(<SearchResults query="operaball" />)
    expect(await screen.findByText('Ingen treff for «operaball».')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'kinoprogrammet' })).toHaveAttribute('href', '/kino')
  })

  it('finds a title typed with a letter swapped, and offers «Mente du …?» for a worse one', async () => {
    serveIndex()
    const { unmount } = render(<SearchResults query="jazzkvled" />)
    expect(await screen.findByText('1 treff for «jazzkvled».')).toBeInTheDocument()
    unmount()
    render(<SearchResults query="jzakvled pa garen" />)
    expect(await screen.findByText('Ingen treff for «jzakvled pa garen».')).toBeInTheDocument()
    const offer = screen.getByRole('link', { name: '«Jazzkveld på gården»' })
    expect(offer.closest('p')).toHaveTextContent('Mente du «Jazzkveld på gården»?')
    expect(offer).toHaveAttribute('href', '/?q=Jazzkveld%20p%C3%A5%20g%C3%A5rden')
  })

  it('asks for a query when there is none', () => {
    serveIndex()
    render(<SearchResults query="" />)
    expect(screen.getByRole('status')).toHaveTextContent('Skriv inn hva du leter etter')
  })

  it('keeps the page usable with a message when the index cannot be loaded', async () => {
    server.use(
      http.get('http://localhost/search-index.json', () => new HttpResponse(null, { status: 500 })),
    )
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<SearchResults query="jazz" />)
    expect(
      await screen.findByText('Søket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.'),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Failed to load the search index:', 'HTTP 500')
    error.mockRestore()
  })
})
