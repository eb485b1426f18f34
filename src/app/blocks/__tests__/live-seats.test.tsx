import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { eventLine } from '../../../testing/block-data'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { RUNTIME_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import { Schedule } from '../Schedule'
import { TicketList } from '../TicketList'

setupMswForTests()

const line = (id: string, startTime: string) => eventLine({ id, startTime })
// Far in the future, so that no showing has started whenever the test runs.
const events = [line('a', '2099-11-23T16:30:00+01:00'), line('b', '2099-11-23T20:30:00+01:00')]

const runtime = () => {
  const asked: string[] = []
  server.use(
    http.get(`${RUNTIME_API}/sites/118/events`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('ids')!)
      return HttpResponse.json([
        { id: 'Ea', seatsLeft: 0, status: 'soldOut' },
        { id: 'Eb', seatsLeft: 7, status: 'onSale' },
      ])
    }),
  )
  return asked
}

describe('live seats on pages that list showings', () => {
  it('shows sold out and few seats on the film page, asking once for both showings', async () => {
    const asked = runtime()
    renderWithStore(<TicketList props={{}} data={{ events }} />, { withSagas: true })
    expect(await screen.findByText('Utsolgt')).toBeInTheDocument()
    expect(screen.getByText('Få plasser')).toBeInTheDocument()
    expect(asked).toEqual(['Ea,Eb'])
  })

  it('no longer offers a sold-out showing as a link, and says it is sold out', async () => {
    runtime()
    renderWithStore(<TicketList props={{}} data={{ events }} />, { withSagas: true })
    await screen.findByText('Utsolgt')
    const links = screen.getAllByRole('link', { name: /^Kjøp billett/ })
    expect(links.map((a) => a.textContent)).toEqual([
      'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 20:30 Sal 1Få plasser',
    ])
    const soldOut = screen.getByText('Utsolgt').closest('[data-sold-out]')!
    expect(soldOut.tagName).toBe('SPAN')
    expect(soldOut).toHaveTextContent('Utsolgt: Fjellvettreglene, mandag 23. november kl. 16:30')
  })

  it('does not ask again for showings it already has', async () => {
    const asked = runtime()
    const { store } = renderWithStore(<TicketList props={{}} data={{ events }} />, {
      withSagas: true,
    })
    await screen.findByText('Utsolgt')
    renderWithStore(<Schedule props={{ heading: 'Program', days: 14 }} data={{ events }} />, {
      store,
    })
    // Both views of the day (by time and by film) show it.
    const schedule = screen.getByRole('region', { name: 'Program' })
    expect(await within(schedule).findAllByText('Få plasser')).toHaveLength(2)
    expect(asked).toEqual(['Ea,Eb'])
  })

  it('leaves the list as it was, and logs, when the runtime API fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`${RUNTIME_API}/sites/118/events`, () => HttpResponse.error()))
    renderWithStore(<TicketList props={{}} data={{ events }} />, { withSagas: true })
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to fetch', 'unreachable', 'Network Error'),
    )
    expect(screen.getAllByRole('link', { name: /Kjøp billett/ })).toHaveLength(2)
    log.mockRestore()
  })
})
