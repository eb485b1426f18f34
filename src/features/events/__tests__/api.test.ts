import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { RUNTIME_API } from '../../../testing/partner-urls'
import { fetchEvents } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('live events api', () => {
  it('loads live events for the site, ids joined by commas', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${RUNTIME_API}/sites/118/events`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([{ id: '1' }, { id: '2' }])
      }),
    )
    expect((await fetchEvents(['1', '2'])).response).toEqual([{ id: '1' }, { id: '2' }])
    expect(seen).toEqual({ ids: '1,2' })
  })

  it('reports a failed events call as a fault at the partner', async () => {
    server.use(
      http.get(`${RUNTIME_API}/sites/118/events`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 500 }),
      ),
    )
    expect((await fetchEvents(['1'])).error).toMatchObject({ kind: 'partner-fault', status: 500 })
  })

  it('takes no seats from an answer of the wrong shape', async () => {
    server.use(
      http.get(`${RUNTIME_API}/sites/118/events`, () =>
        HttpResponse.json([{ id: '1', seatsLeft: 'mange' }]),
      ),
    )
    expect((await fetchEvents(['1'])).error).toMatchObject({ kind: 'unreadable' })
  })
})
