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

  it('reports a failed events call with the server message', async () => {
    server.use(
      http.get(`${RUNTIME_API}/sites/118/events`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 503 }),
      ),
    )
    expect((await fetchEvents(['1'])).error).toEqual({ status: 503, message: 'Tjenesten er nede' })
  })
})
