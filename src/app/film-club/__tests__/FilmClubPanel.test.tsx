import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { Production } from '../../../contract'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { sessionActions } from '../../../session/session'
import { MEMBER_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import { PROFILE_KEY } from '../../../session/session-storage'
import { readDeviceList } from '../../../features/watch-list/device-list'
import FilmClubPanel from '../FilmClubPanel'

setupMswForTests()

const film = {
  title: 'Fjellvettreglene',
  object: 'movie',
  parentSlug: 'fjellvettreglene-DXM20261001',
  path: '/fjellvettreglene-DXM20261001',
  ediNumber: '20261001',
} as Production & { path: string }

const review = (i: number) => ({
  id: `r${i}`,
  comment: `Anmeldelse ${i}`,
  rating: 4,
  addedAt: '2026-11-01T12:00:00Z',
  likesCount: i,
  movieId: 'm20261001',
  userId: 'u',
  userName: 'Ingrid',
  image: '',
  isLiked: false,
})

const partner = () => {
  const seen: { reviews?: URLSearchParams; added?: unknown } = {}
  server.use(
    http.get(`${MEMBER_API}/movieInfo`, () =>
      HttpResponse.json({
        Title: film.title,
        MovieId: 'm20261001',
        Edis: '20261001',
        Rating: 4.3,
        RatingCount: 87,
        Poster: '',
        Link: '',
      }),
    ),
    http.get(`${MEMBER_API}/reviews`, ({ request }) => {
      seen.reviews = new URL(request.url).searchParams
      return HttpResponse.json([review(1), review(12)])
    }),
    http.post(`${MEMBER_API}/switchTokensDx`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json([])),
    http.post(`${MEMBER_API}/addMovieToWatchList`, async ({ request }) => {
      seen.added = await request.json()
      return HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

const renderPanel = () =>
  renderWithStore(
    <PageLocationContext.Provider value={{ pathname: '/fjellvettreglene-DXM20261001', search: '' }}>
      <FilmClubPanel props={{}} data={{ production: film }} />
    </PageLocationContext.Provider>,
    { withSagas: true },
  )

beforeEach(() => localStorage.clear())

describe('film club panel on a film page', () => {
  it("shows the members' rating and up to 20 reviews with their likes", async () => {
    const seen = partner()
    renderPanel()
    // The average to the nearest half star, and the count named for what it counts.
    const rating = await screen.findByText(/Medlemmenes vurdering/)
    expect(rating).toHaveTextContent('Medlemmenes vurdering: ★★★★★ 4,3 av 5, fra 87 stemmer')
    expect(rating.querySelector('[data-stars]')).toHaveAttribute('data-stars', '4.5')
    expect(await screen.findByText('Anmeldelse 12')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: /^Anmeldelser fra medlemmer \(\d+\)$/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('12 liker dette')).toBeInTheDocument()
    expect(screen.getByText('1 liker dette')).toBeInTheDocument()
    expect(Object.fromEntries(seen.reviews!)).toEqual({
      ediNumber: '20261001',
      skip: '0',
      take: '20',
    })
  })

  it("keeps an anonymous visitor's film in this browser, without asking the partner", async () => {
    const seen = partner()
    renderPanel()
    await screen.findByText(/Medlemmenes vurdering/)
    await userEvent.click(screen.getByRole('button', { name: 'Legg i ønskelisten' }))
    expect(
      await screen.findByText(/Fjellvettreglene er på ønskelisten din i denne nettleseren/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Se ønskelisten' })).toHaveAttribute(
      'href',
      '/kinoklubb/onskeliste',
    )
    await waitFor(() =>
      expect(readDeviceList()).toEqual([
        {
          movieId: 'm20261001',
          title: 'Fjellvettreglene',
          link: '/fjellvettreglene-DXM20261001',
          ediNumber: '20261001',
        },
      ]),
    )
    expect(seen.added).toBeUndefined()
  })

  it('says the watch list is not available when the film info did not load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    partner()
    server.use(http.get(`${MEMBER_API}/movieInfo`, () => new HttpResponse(null, { status: 503 })))
    renderPanel()
    await screen.findByText('Anmeldelse 1')
    await userEvent.click(screen.getByRole('button', { name: 'Legg i ønskelisten' }))
    expect(
      screen.getByText('Ønskelisten er ikke tilgjengelig akkurat nå. Prøv igjen om litt.'),
    ).toBeInTheDocument()
    expect(readDeviceList()).toEqual([])
    log.mockRestore()
  })

  it("adds the film to a member's watch list once the partner accepts it", async () => {
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ userName: 'Kari', email: 'kari@example.no', token: 't' }),
    )
    const seen = partner()
    const { store } = renderPanel()
    act(() => {
      store.dispatch(sessionActions.profileRequested())
    })
    await screen.findByText(/Medlemmenes vurdering/)
    await userEvent.click(screen.getByRole('button', { name: 'Legg i ønskelisten' }))
    expect(await screen.findByText('Fjellvettreglene er på ønskelisten din.')).toBeInTheDocument()
    expect(seen.added).toEqual({ id: 'm20261001' })
  })

  it('says in one quiet line each that film info and reviews cannot be shown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`${MEMBER_API}/movieInfo`, () => HttpResponse.error()),
      http.get(`${MEMBER_API}/reviews`, () => HttpResponse.error()),
    )
    renderPanel()
    expect(await screen.findByText('Anmeldelsene kan ikke vises akkurat nå.')).toBeInTheDocument()
    expect(
      await screen.findByText('Medlemmenes vurdering kan ikke vises akkurat nå.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
