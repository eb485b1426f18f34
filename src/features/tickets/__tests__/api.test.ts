import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { fetchTickets } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('tickets api', () => {
  it('loads tickets with skip 0 and take 10', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${MEMBER_API}/tickets`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([{ movieId: 'm1', movieTitle: 'Lysår' }])
      }),
    )
    expect((await fetchTickets()).response).toEqual([
      { movieId: 'm1', movieTitle: 'Lysår', image: '', sal: '' },
    ])
    expect(seen).toEqual({ skip: '0', take: '10' })
  })

  it('shows the poster as the ticket image and the screen as its hall', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json([
          { movieId: 'm1', movieTitle: 'Lysår', poster: '/img/lysar.jpg', screen: 'Sal 2' },
        ]),
      ),
    )
    expect((await fetchTickets()).response).toEqual([
      { movieId: 'm1', movieTitle: 'Lysår', image: '/img/lysar.jpg', sal: 'Sal 2' },
    ])
  })

  it('reports a failed tickets call with the server message', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 503 }),
      ),
    )
    expect((await fetchTickets()).error).toEqual({ status: 503, message: 'Tjenesten er nede' })
  })
})
