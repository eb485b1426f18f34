import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { DEVICE_LIST_KEY } from '../../../features/watch-list/device-list'
import { sessionActions } from '../../../session/session'
import { PROFILE_KEY } from '../../../session/session-storage'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import WatchListPage from '../WatchListPage'

setupMswForTests()
beforeEach(() => localStorage.clear())

const saved = [
  { movieId: 'm1', title: 'Lysår', link: '/lysar-DXM00000001' },
  { movieId: 'm2', title: 'Fjellet', link: '/fjellet-DXM00000002' },
]

describe('the watch-list page', () => {
  it("shows a visitor's list from this browser, lets them remove a film, and offers login", async () => {
    localStorage.setItem(DEVICE_LIST_KEY, JSON.stringify(saved))
    const { store } = renderWithStore(<WatchListPage />, { withSagas: true })
    act(() => {
      store.dispatch(sessionActions.profileRequested())
    })
    expect(await screen.findByRole('link', { name: 'Lysår' })).toHaveAttribute(
      'href',
      '/lysar-DXM00000001',
    )
    expect(screen.getByRole('link', { name: 'Logg inn eller bli medlem' })).toHaveAttribute(
      'href',
      '/kinoklubb?tilbake=%2Fkinoklubb%2Fonskeliste',
    )
    expect(
      screen.getByText(/Du trenger ikke konto: listen er lagret i denne nettleseren/),
    ).toBeVisible()
    expect(await screen.findAllByText('Ikke på programmet ennå.')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Fjern Lysår fra ønskelisten' }))
    expect(screen.queryByRole('link', { name: 'Lysår' })).toBeNull()
    expect(JSON.parse(localStorage.getItem(DEVICE_LIST_KEY)!)).toEqual([saved[1]])
  })

  it("shows a member's list from the partner, with nothing to remove, and says where to ask instead", async () => {
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ userName: 'Kari', email: 'kari@example.no', token: 't' }),
    )
    server.use(
      http.post(`${MEMBER_API}/switchTokensDx`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json([saved[1]])),
    )
    const { store } = renderWithStore(<WatchListPage />, { withSagas: true })
    act(() => {
      store.dispatch(sessionActions.profileRequested())
    })
    const section = await screen.findByRole('region', { name: 'Ønskelisten min' })
    expect(await within(section).findByRole('link', { name: 'Fjellet' })).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: /Fjern/ })).toBeNull()
    expect(section).toHaveTextContent(
      'Kinoklubbens liste har ingen måte å fjerne en film på herfra. Vil du ha en film ut av listen, kan du kontakte oss.',
    )
    expect(within(section).getByRole('link', { name: 'kontakte oss' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
    // A member is told nothing of a list kept in the browser without an account.
    expect(screen.queryByText(/Du trenger ikke konto/)).toBeNull()
  })
})
