import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { fetchReviews } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const review = {
  id: 'r1',
  comment: 'Flott!',
  rating: 4,
  addedAt: '2026-11-01T12:00:00Z',
  likesCount: 2,
  movieId: 'm1',
  userId: 'u1',
  userName: 'Ingrid',
  image: '',
  isLiked: false,
}

describe('reviews api', () => {
  it('loads reviews by ediNumber with skip 0 and take 20', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${MEMBER_API}/reviews`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([review])
      }),
    )
    expect((await fetchReviews('20261008')).response).toEqual([review])
    expect(seen).toEqual({ ediNumber: '20261008', skip: '0', take: '20' })
  })

  it('reports a failed reviews call as a fault at the partner', async () => {
    server.use(
      http.get(`${MEMBER_API}/reviews`, () =>
        HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 500 }),
      ),
    )
    expect((await fetchReviews('1')).error).toMatchObject({ kind: 'partner-fault', status: 500 })
  })
})
