import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import SearchResults, { type BookShowing } from '../SearchResults'

setupMswForTests()

const showing = (eventId: string, startTime: string) => ({
  eventId,
  startTime,
  ticketUrl: `https://billett.example.no/${eventId}`,
  hall: 'Sal 1',
})

/** The page composes the booking link in: here a plain one that says what it books. */
const book: BookShowing = (s, doc) => <a href={s.ticketUrl}>{`Kjøp ${doc.title} ${s.startTime}`}</a>

const index = [
  {
    kind: 'culture',
    title: 'Jazzkveld på gården',
    url: '/jazzkveld-pa-garden-JAZ6G4R',
    showings: [showing('j1', '2026-11-26T19:30:00+01:00')],
    text: 'Innlandsjazz spiller i Låven på Gjøvik gård.',
  },
  {
    kind: 'film',
    title: 'Lysår',
    url: '/lysar-DXM20261008',
    showings: [
      showing('l1', '2026-11-22T20:30:00+01:00'),
      showing('l2', '2026-11-24T20:30:00+01:00'),
      showing('l3', '2026-11-25T20:30:00+01:00'),
    ],
    ageLimit: '12',
    text: 'En astronaut på vei hjem.',
    people: 'Maren Bakke, Ola Nordmann',
    keywords: 'Lightyears Science fiction romfart',
  },
  {
    kind: 'page',
    title: 'Parkering',
    page: 'Praktisk informasjon',
    url: '/praktisk-info#parkering',
    text: 'Nærmeste parkering er i Fjellhallen p-hus.',
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
    render(<SearchResults query="gjovik" book={book} />)
    expect(screen.getByRole('status')).toHaveTextContent('Søker …')
    expect(await screen.findByText('1 treff for «gjovik».')).toHaveAttribute('role', 'status')
    const results = screen.getByRole('list', { name: 'Søkeresultater' })
    const hit = within(results).getByRole('listitem')
    expect(within(hit).getByRole('link', { name: 'Jazzkveld på gården' })).toHaveAttribute(
      'href',
      '/jazzkveld-pa-garden-JAZ6G4R',
    )
    expect(hit).toHaveTextContent('Arrangement')
    expect(within(hit).getByText('Gjøvik', { selector: 'mark' })).toBeInTheDocument()
  })

  it.each(['lysar', 'lightyears', 'science'])(
    'finds a film by its title, original title or genre (%s), with its age limit and, to book, its next showing not begun',
    async (query) => {
      serveIndex()
      render(<SearchResults query={query} book={book} />)
      const hit = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getByRole(
        'listitem',
      )
      expect(within(hit).getByRole('link', { name: 'Lysår' })).toHaveAttribute(
        'href',
        '/lysar-DXM20261008',
      )
      expect(hit.querySelector('.kind')).toHaveTextContent('Film · 12 år')
      expect(
        within(hit).getByRole('link', { name: 'Kjøp Lysår 2026-11-24T20:30:00+01:00' }),
      ).toHaveAttribute('href', 'https://billett.example.no/l2')
    },
  )

  it('finds a film by a person in it, and shows the people it matched', async () => {
    serveIndex()
    render(<SearchResults query="maren bakke" book={book} />)
    const hit = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getByRole(
      'listitem',
    )
    expect(within(hit).getByRole('link', { name: 'Lysår' })).toBeInTheDocument()
    expect(hit.querySelector('.people')).toHaveTextContent('Maren Bakke, Ola Nordmann')
    expect(within(hit).getByText('Bakke', { selector: 'mark' })).toBeInTheDocument()
  })

  it("leads a page's section to its heading, and names the page", async () => {
    serveIndex()
    render(<SearchResults query="parkering" book={book} />)
    const hit = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getByRole(
      'listitem',
    )
    expect(within(hit).getByRole('link', { name: 'Parkering' })).toHaveAttribute(
      'href',
      '/praktisk-info#parkering',
    )
    expect(hit.querySelector('.kind')).toHaveTextContent('Side · Praktisk informasjon')
  })

  it('books no showing for a production whose showings in the index have all begun', async () => {
    jest.setSystemTime(new Date('2026-11-27T09:00:00+01:00'))
    serveIndex()
    render(<SearchResults query="astronaut" book={book} />)
    const hit = within(await screen.findByRole('list', { name: 'Søkeresultater' })).getByRole(
      'listitem',
    )
    expect(within(hit).getByRole('link', { name: 'Lysår' })).toBeInTheDocument()
    expect(hit.querySelector('.next')).toBeNull()
    expect(within(hit).queryByRole('link', { name: /Kjøp/ })).toBeNull()
  })

  it('says so, what the search covers and where to look when nothing matches', async () => {
    serveIndex()
    render(<SearchResults query="operaball" book={book} />)
    expect(await screen.findByText('Ingen treff for «operaball».')).toBeInTheDocument()
    expect(screen.getByText(/Søket går gjennom filmer og arrangementer/)).toBeInTheDocument()
    expect(screen.queryByText(/Mente du/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'kinoprogrammet' })).toHaveAttribute('href', '/kino')
  })

  it('finds a title typed with a letter swapped, and offers «Mente du …?» only when close', async () => {
    serveIndex()
    const { unmount } = render(<SearchResults query="jazzkvled" book={book} />)
    expect(await screen.findByText('1 treff for «jazzkvled».')).toBeInTheDocument()
    unmount()
    // Two swaps in a five-letter word: beyond the search's forgiveness, within a suggestion's.
    const near = render(<SearchResults query="lsyra" book={book} />)
    expect(await screen.findByText('Ingen treff for «lsyra».')).toBeInTheDocument()
    const offer = screen.getByRole('link', { name: '«lysår»' })
    expect(offer.closest('p')).toHaveTextContent('Mente du «lysår»?')
    expect(offer).toHaveAttribute('href', '/?q=lys%C3%A5r')
    near.unmount()
    render(<SearchResults query="jzakvled pa garen" book={book} />)
    expect(await screen.findByText('Ingen treff for «jzakvled pa garen».')).toBeInTheDocument()
    expect(screen.queryByText(/Mente du/)).not.toBeInTheDocument()
  })

  it('asks for a query when there is none', () => {
    serveIndex()
    render(<SearchResults query="" book={book} />)
    expect(screen.getByRole('status')).toHaveTextContent('Skriv inn hva du leter etter')
  })

  it('keeps the page usable with a message when the index cannot be loaded', async () => {
    server.use(
      http.get('http://localhost/search-index.json', () => new HttpResponse(null, { status: 500 })),
    )
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<SearchResults query="jazz" book={book} />)
    expect(
      await screen.findByText('Søket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.'),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Failed to load the search index:', 'HTTP 500')
    error.mockRestore()
  })
})
