import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { KARI } from '../../../testing/partner-handlers'
import { MEMBER_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import { WatchListButton } from '../components/WatchListButton'
import { watchListActions } from '../slice'

setupMswForTests()

const button = () => screen.getByRole('button', { name: /ønskelisten|Legger til/ })

describe('watch-list button', () => {
  it('reads «Legger til …» only while its film is being added, not while the list loads', async () => {
    server.use(
      http.get(`${MEMBER_API}/watchlist`, async () => {
        await delay('infinite')
        return HttpResponse.json([])
      }),
      http.post(`${MEMBER_API}/addMovieToWatchList`, async () => {
        await delay(150)
        return HttpResponse.json({ ok: true })
      }),
    )
    const { store } = renderWithStore(
      <WatchListButton movieId="m1" title="Lysår" link="/lysar" />,
      { withSagas: true },
    )
    act(() => {
      store.dispatch(sessionActions.profileStored(KARI))
      store.dispatch(watchListActions.watchListRequested())
    })
    expect(store.getState().watchList.status).toBe('pending')
    expect(button()).toHaveTextContent('Legg i ønskelisten')
    expect(button()).toHaveAttribute('aria-disabled', 'false')

    await userEvent.click(button())
    expect(button()).toHaveTextContent('Legger til …')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(await screen.findByText('Lysår er på ønskelisten din.')).toBeInTheDocument()
  })

  it('says why a film was not added, puts focus on «Prøv igjen», and adds it on a second try', async () => {
    let fail = true
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () =>
        fail
          ? HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', {
              status: 502,
            })
          : HttpResponse.json({ ok: true }),
      ),
    )
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const { store } = renderWithStore(
      <WatchListButton movieId="m1" title="Lysår" link="/lysar" />,
      { withSagas: true },
    )
    act(() => {
      store.dispatch(sessionActions.profileStored(KARI))
    })
    await userEvent.click(button())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Lysår ble ikke lagt i ønskelisten. Kinoklubben har en feil hos seg akkurat nå.',
    )
    expect(alert).not.toHaveTextContent(/Bad Gateway|<h1>/)
    const retry = screen.getByRole('button', { name: 'Prøv igjen' })
    expect(retry).toHaveFocus()
    expect(screen.getByText('Detaljer for kundeservice')).toBeInTheDocument()
    fail = false
    await userEvent.click(retry)
    expect(await screen.findByText('Lysår er på ønskelisten din.')).toBeInTheDocument()
  })
})
