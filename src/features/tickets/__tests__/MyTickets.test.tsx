// A ticket before, during and after its showing, at fixed times: current with its QR code
// until the door's grace has passed, then under «Tidligere billetter» without one; the door
// view never shows an expired ticket as valid; «Legg alle i kalenderen» counts coming ones.
import { act, screen, within } from '@testing-library/react'
import { createStore } from '../../../app/store/configure-store'
import { renderWithStore } from '../../../testing/render'
import { MyTickets } from '../components/MyTickets'
import { DoorView } from '../components/DoorView'
import { ticketsActions, type Ticket } from '../slice'

const ticket = (n: number, startTime: string): Ticket => ({
  movieId: `m${n}`,
  movieTitle: `Film ${n}`,
  notes: '',
  qrCode: `GJK-118-10000${n}`,
  qrUrl: `https://billett.kinopartner.example/118/ticket/10000${n}`,
  startTime,
  expirationDate: startTime,
  image: '',
  sal: 'Sal 1',
  seatsInfo: { info: '', entries: [{ row: '7', seats: ['12'] }] },
})

// Film 1 at 18:00 today, film 2 tomorrow.
const TICKETS = [ticket(1, '2026-11-27T18:00:00+01:00'), ticket(2, '2026-11-28T20:00:00+01:00')]

const at = (time: string) => jest.spyOn(Date, 'now').mockReturnValue(Date.parse(time))
afterEach(() => jest.restoreAllMocks())

const renderTickets = () => {
  const store = createStore()
  store.dispatch(ticketsActions.ticketsReceived(TICKETS))
  return renderWithStore(<MyTickets />, { store })
}

const card = (title: string) =>
  screen.getByRole('article', { name: new RegExp(`^Billett: ${title}`) })
const pastSection = () => screen.queryByRole('region', { name: 'Tidligere billetter' })

describe("a member's tickets", () => {
  it('keeps a ticket current, with its QR code, before its showing', () => {
    at('2026-11-27T17:30:00+01:00')
    renderTickets()
    expect(pastSection()).toBeNull()
    expect(within(card('Film 1')).getByRole('img', { name: /QR-kode/ })).toBeInTheDocument()
    expect(screen.getByText(/2 kommende billetter/)).toBeInTheDocument()
  })

  it('keeps it current during the door grace after it began, though no longer «kommende»', () => {
    at('2026-11-27T18:20:00+01:00')
    renderTickets()
    expect(pastSection()).toBeNull()
    expect(
      within(card('Film 1')).getByRole('button', { name: /Vis billetten i døra/ }),
    ).toBeInTheDocument()
    expect(screen.getByText(/én kommende billett/)).toBeInTheDocument()
  })

  it('puts it under «Tidligere billetter», after the coming ones and without its QR code, once the grace is over', () => {
    at('2026-11-27T21:35:00+01:00')
    renderTickets()
    const past = pastSection()!
    expect(within(past).getByRole('article', { name: /^Billett: Film 1/ })).toHaveTextContent(
      'Visningen har vært. Billetten gjelder ikke lenger.',
    )
    expect(within(past).queryByRole('img', { name: /QR-kode/ })).toBeNull()
    expect(within(past).queryByRole('button', { name: /Vis billetten i døra/ })).toBeNull()
    expect(within(past).queryByText('Gyldig til')).toBeNull()
    // The coming ticket comes first.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Film 2', 'Tidligere billetter', 'Film 1'])
    expect(screen.getByText(/én kommende billett/)).toBeInTheDocument()
  })

  it('turns a door view left open past the grace into a notice without the code', async () => {
    const now = at('2026-11-27T18:25:00+01:00')
    jest.useFakeTimers({ doNotFake: ['Date'] })
    renderWithStore(<DoorView ticket={TICKETS[0]!} onClose={() => {}} />)
    expect(screen.getByRole('img', { name: /QR-kode/ })).toBeInTheDocument()
    now.mockReturnValue(Date.parse('2026-11-27T18:31:00+01:00'))
    act(() => {
      jest.advanceTimersByTime(15_000)
    })
    expect(screen.queryByRole('img', { name: /QR-kode/ })).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('Billetten gjelder ikke lenger')
    jest.useRealTimers()
  })
})
