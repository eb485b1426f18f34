import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { fetchReviews } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('reviews api', () => {
  it('loads reviews by ediNumber with skip 0 and take 20', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${MEMBER_API}/reviews`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([{ id: 'r1', comment: 'Flott!' }])
      }),
    )
    expect((await fetchReviews('20261008')).response).toEqual([{ id: 'r1', comment: 'Flott!' }])
    expect(seen).toEqual({ ediNumber: '20261008', skip: '0', take: '20' })
  })

  it('reports a failed reviews call with the server message', async () => {
    server.use(
      http.get(`${MEMBER_API}/reviews`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 503 }),
      ),
    )
    expect((await fetchReviews('1')).error).toEqual({ status: 503, message: 'Tjenesten er nede' })
  })
})
