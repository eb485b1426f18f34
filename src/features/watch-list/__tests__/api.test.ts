import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { addMovieToWatchList, fetchWatchList } from '../api'

setupMswForTests()

describe('watch list api', () => {
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
        return HttpResponse.json({ ok: true })
      }),
    )
    expect(await addMovieToWatchList('m2')).toEqual({ response: true })
    expect(body).toEqual({ id: 'm2' })
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () => new HttpResponse(null, { status: 401 })),
    )
    expect((await addMovieToWatchList('m2')).error).toMatchObject({
      kind: 'session-ended',
      status: 401,
      detail: 'Request failed with status code 401',
    })
  })

  it('sends an add once, however the partner fails', async () => {
    let calls = 0
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () => {
        calls++
        return new HttpResponse(null, { status: 503 })
      }),
    )
    expect((await addMovieToWatchList('m2')).error).toMatchObject({ kind: 'partner-fault' })
    expect(calls).toBe(1)
  })

  it('reports a failed watch-list load', async () => {
    server.use(http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.error()))
    expect((await fetchWatchList()).error).toMatchObject({
      kind: 'unreachable',
      status: null,
      detail: 'Network Error',
    })
  })
})
