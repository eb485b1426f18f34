import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { fetchTickets } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const shown = {
  movieId: 'm1',
  movieTitle: 'Lysår',
  notes: '',
  qrCode: 'GJK-1',
  qrUrl: '',
  startTime: '2026-11-27T18:00:00+01:00',
  expirationDate: '2026-11-27T18:00:00+01:00',
  seatsInfo: { info: '', entries: [{ row: '7', seats: ['12'] }] },
}
const wire = shown

describe('tickets api', () => {
  it('loads tickets with skip 0 and take 10', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${MEMBER_API}/tickets`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([wire])
      }),
    )
    expect((await fetchTickets()).response).toEqual([{ ...shown, image: '', sal: '' }])
    expect(seen).toEqual({ skip: '0', take: '10' })
  })

  it('shows the poster as the ticket image and the screen as its hall', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json([{ ...wire, poster: '/img/lysar.jpg', screen: 'Sal 2' }]),
      ),
    )
    expect((await fetchTickets()).response).toEqual([
      { ...shown, image: '/img/lysar.jpg', sal: 'Sal 2' },
    ])
  })

  it('takes a 5xx for a fault at the partner, whatever its body says', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 500 }),
      ),
    )
    expect((await fetchTickets()).error).toMatchObject({
      kind: 'partner-fault',
      status: 500,
      message: '',
      call: 'GET tickets',
    })
  })

  it('gives no tickets from an answer of the wrong shape', async () => {
    server.use(http.get(`${MEMBER_API}/tickets`, () => HttpResponse.json([{ ...wire, qrCode: 7 }])))
    const { response, error } = await fetchTickets()
    expect(response).toBeUndefined()
    expect(error).toMatchObject({ kind: 'unreadable', status: 200 })
    expect(error?.detail).toMatch(/0\.qrCode/)
  })
})
