import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { http, HttpResponse } from 'msw'
import { decodeQrPath } from '../../../testing/decode-qr'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import { PROFILE_KEY } from '../../../session/session-storage'
import { withFixedClock } from '../../../testing/fixed-clock'
import { parseIcs } from '../../../testing/parse-ics'
import { TICKETING } from '../../../testing/partner-urls'
import MinSide from '../MinSide'

setupMswForTests()

// As the partner sends it: poster and screen (shown as the ticket's image and sal).
const ticket = {
  movieId: 'm1',
  movieTitle: 'Fjellvettreglene',
  notes: 'Husk legitimasjon.',
  qrCode: 'GJK-118-100001',
  qrUrl: '',
  startTime: '2026-11-27T17:00:00Z',
  expirationDate: '2026-11-27T19:00:00Z',
  poster: '',
  screen: 'Sal 1',
  seatsInfo: { info: '2 plasser', entries: [{ row: '7', seats: ['12', '13'] }] },
}

const member = () =>
  localStorage.setItem(
    PROFILE_KEY,
    JSON.stringify({ userName: 'Kari', email: 'kari@example.no', token: 't' }),
  )

const partner = (tickets: object[], watchList: object[]) =>
  server.use(
    http.post(`${MEMBER_API}/switchTokensDx`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${MEMBER_API}/tickets`, () => HttpResponse.json(tickets)),
    http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json(watchList)),
    http.post(`${MEMBER_API}/logout`, () => new HttpResponse(null, { status: 204 })),
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
})

// The tickets are for 27 and 29 November 2026: each test reads them on a day before.
describe('min side', () => {
  withFixedClock('2026-11-24T12:00:00+01:00')

  it('sends an anonymous visitor to log in, to come back here', async () => {
    renderWithStore(<MinSide />, { withSagas: true })
    expect(await screen.findByText('Sender deg til innlogging …')).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/kinoklubb?tilbake=%2Fkinoklubb%2Fmin-side', {
      replace: true,
    })
  })

  it('shows a ticket with film, time, screen, seats by row, notes, expiry and a QR code that scans', async () => {
    member()
    partner([ticket], [])
    renderWithStore(<MinSide />, { withSagas: true })
    const card = await screen.findByRole('article', { name: /Billett: Fjellvettreglene/ })
    const text = card.textContent
    expect(text).toMatch(/fredag 27\. november kl\. 18:00/)
    expect(text).toContain('Sal 1')
    expect(text).toContain('Rad 7, seter 12, 13')
    expect(text).toContain('Husk legitimasjon.')
    expect(text).toMatch(/Gyldig til.*27\. november 2026 kl\. 20:00/)
    const qr = within(card).getByRole('img', { name: 'QR-kode for billetten til Fjellvettreglene' })
    const size = Number(qr.getAttribute('viewBox')!.split(' ')[2])
    expect(decodeQrPath(size, qr.querySelector('path')!.getAttribute('d')!)).toBe('GJK-118-100001')
  })

  it('lists the watch list, and says when there are no tickets', async () => {
    member()
    partner([], [{ movieId: 'm2', title: 'Bestemors oppskrift', link: '/bestemors-oppskrift' }])
    renderWithStore(<MinSide />, { withSagas: true })
    expect(await screen.findByRole('link', { name: 'Bestemors oppskrift' })).toHaveAttribute(
      'href',
      '/bestemors-oppskrift',
    )
    expect(await screen.findByText('Du har ingen billetter ennå.')).toBeInTheDocument()
  })

  it('says in Norwegian why tickets cannot be fetched, never the server text, and keeps the member', async () => {
    member()
    partner([], [])
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.text('Service Unavailable', { status: 503, headers: { 'Retry-After': '60' } }),
      ),
    )
    const { store } = renderWithStore(<MinSide />, { withSagas: true })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Kunne ikke hente billettene. Kinoklubben har mye å gjøre akkurat nå. Prøv igjen om 60 sekunder.',
    )
    expect(alert).not.toHaveTextContent('Service Unavailable')
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument()
    expect(screen.queryByText('Du har ingen billetter ennå.')).toBeNull()
    expect(store.getState().session.userProfile).not.toBeNull()
  })

  it('logs out, forgetting the profile', async () => {
    member()
    partner([], [])
    const { store } = renderWithStore(<MinSide />, { withSagas: true })
    await userEvent.click(await screen.findByRole('button', { name: 'Logg ut' }))
    expect(store.getState().session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(navigate).toHaveBeenLastCalledWith('/kinoklubb?utlogget=1')
  })
})

describe('min side without a network', () => {
  withFixedClock('2026-11-24T12:00:00+01:00')

  it('shows the tickets fetched last time, with their QR codes, and forgets them on logout', async () => {
    member()
    partner([ticket], [])
    const first = renderWithStore(<MinSide />, { withSagas: true })
    await screen.findByRole('article', { name: /Billett: Fjellvettreglene/ })
    first.unmount()

    server.use(http.get(`${MEMBER_API}/tickets`, () => HttpResponse.error()))
    renderWithStore(<MinSide />, { withSagas: true })
    expect(await screen.findByText(/Du er uten nett/)).toBeInTheDocument()
    expect(screen.getByText(/Sist oppdatert/)).toBeInTheDocument()
    const card = screen.getByRole('article', { name: /Billett: Fjellvettreglene/ })
    expect(within(card).getByRole('img', { name: /QR-kode/ })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Logg ut' }))
    expect(localStorage.getItem('cw-tickets')).toBeNull()
  })

  it("never shows another member's saved tickets", async () => {
    localStorage.setItem(
      'cw-tickets',
      JSON.stringify({ email: 'ola@example.no', savedAt: 0, items: [ticket] }),
    )
    member()
    partner([], [])
    server.use(http.get(`${MEMBER_API}/tickets`, () => HttpResponse.error()))
    renderWithStore(<MinSide />, { withSagas: true })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi fikk ikke kontakt med kinoklubben.',
    )
    expect(screen.queryByRole('article')).toBeNull()
  })
})

describe('min side on a fixed clock', () => {
  withFixedClock('2026-11-24T12:00:00+01:00')

  const calendarOf = (link: HTMLElement) =>
    parseIcs(decodeURIComponent(link.getAttribute('href')!.split(',')[1]!))

  it('offers each ticket, and all upcoming tickets at once, as calendar files', async () => {
    member()
    const past = { ...ticket, qrCode: 'GJK-118-100000', startTime: '2026-11-20T17:00:00Z' }
    partner([ticket, past], [])
    renderWithStore(<MinSide />, { withSagas: true })
    const all = await screen.findByRole('link', { name: 'Legg alle i kalenderen' })
    expect(all).toHaveAttribute('download', 'billetter.ics')
    expect(screen.getByText(/én kommende billett/)).toBeInTheDocument()
    expect(calendarOf(all).map((e) => [e.summary, e.start.toISOString()])).toEqual([
      ['Fjellvettreglene', '2026-11-27T17:00:00.000Z'],
    ])
    const [one] = screen.getAllByRole('link', { name: 'Legg i kalenderen for Fjellvettreglene' })
    expect(one).toHaveAttribute('download', 'billett-fjellvettreglene-2026-11-27.ics')
    // Tests render without the template, so the venue (and the UID's host) is unknown.
    expect(calendarOf(one!).map((e) => e.uid)).toEqual(['GJK-118-100001@billett'])
  })

  it("shows a watch-list film's next showing, bought through the member's checkout", async () => {
    member()
    partner([], [{ movieId: 'm2', title: 'Bestemors oppskrift', link: '/bestemors-oppskrift' }])
    server.use(
      http.get('*/showings-index.json', () =>
        HttpResponse.json({
          productions: [
            {
              path: '/bestemors-oppskrift',
              title: 'Bestemors oppskrift',
              showings: [
                {
                  id: 'e1',
                  startTime: '2026-11-25T18:00:00+01:00',
                  location: 'Sal 2',
                  ticketUrl: 'https://billett.example.no/e1',
                },
              ],
            },
          ],
        }),
      ),
    )
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    renderWithStore(<MinSide />, { withSagas: true })
    const buy = await screen.findByRole('link', {
      name: /^Kjøp billett til Bestemors oppskrift, onsdag 25\. november kl\. 18:00$/,
    })
    expect(buy).toHaveAttribute('href', 'https://billett.example.no/e1')
    await userEvent.click(buy)
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    const form = submit.mock.contexts[0] as HTMLFormElement
    expect(form.action).toBe(`${TICKETING}/checkout/profile-auth`)
    expect((form.elements.namedItem('ticketUrl') as HTMLInputElement).value).toBe(
      'https://billett.example.no/e1',
    )
    submit.mockRestore()
  })

  it('shows the ticket at the door in a view of its own, and returns to its button on closing', async () => {
    member()
    partner([ticket], [])
    renderWithStore(<MinSide />, { withSagas: true })
    const open = await screen.findByRole('button', {
      name: 'Vis billetten i døra for Fjellvettreglene',
    })
    await userEvent.click(open)
    const view = screen.getByRole('dialog', { name: 'Fjellvettreglene' })
    expect(within(view).getByRole('img', { name: /QR-kode/ })).toHaveAttribute(
      'data-qr-value',
      'GJK-118-100001',
    )
    expect(view).toHaveTextContent('Rad 7, seter 12, 13')
    expect(view).toHaveTextContent(/lysstyrken/)
    await userEvent.click(within(view).getByRole('button', { name: 'Lukk' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(open).toHaveFocus()
  })
})
