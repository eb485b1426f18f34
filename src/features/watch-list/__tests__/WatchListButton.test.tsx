import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { sessionActions } from '../../../store/session'
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
        return new HttpResponse(null, { status: 200 })
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
})
