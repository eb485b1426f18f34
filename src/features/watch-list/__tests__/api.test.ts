import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { addMovieToWatchList, fetchWatchList, switchTokens } from '../api'

setupMswForTests()

describe('watch list api', () => {
  it('exchanges the stored token through switchTokensDx with X-Token and no body', async () => {
    let seen: { token: string | null; body: string } | undefined
    server.use(
      http.post(`${MEMBER_API}/switchTokensDx`, async ({ request }) => {
        seen = { token: request.headers.get('x-token'), body: await request.text() }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    expect(await switchTokens('mt-1')).toEqual({ response: true })
    expect(seen).toEqual({ token: 'mt-1', body: '' })
  })

  it('loads the watch list with skip 0 and take 10', async () => {
    let query: string | undefined
    server.use(
      http.get(`${MEMBER_API}/watchlist`, ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json([{ movieId: 'm1', title: 'Lysår' }])
      }),
    )
    expect(await fetchWatchList()).toEqual({ response: [{ movieId: 'm1', title: 'Lysår' }] })
    expect(query).toBe('?skip=0&take=10')
  })

  it('adds a movie with its id, and reports a refusal', async () => {
    let body: unknown
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, async ({ request }) => {
        body = await request.json()
        return new HttpResponse(null, { status: 200 })
      }),
    )
    expect(await addMovieToWatchList('m2')).toEqual({ response: true })
    expect(body).toEqual({ id: 'm2' })
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () => new HttpResponse(null, { status: 401 })),
    )
    expect((await addMovieToWatchList('m2')).error).toEqual({
      status: 401,
      message: 'Request failed with status code 401',
    })
  })

  it('reports a failed watch-list load', async () => {
    server.use(http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.error()))
    expect((await fetchWatchList()).error).toEqual({ status: null, message: 'Network Error' })
  })
})
