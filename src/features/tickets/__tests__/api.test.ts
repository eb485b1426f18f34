// Tickets, reviews, film info and live events: one success and one failure each.
import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API, RUNTIME_API } from '../../../testing/partner-urls'
import { fetchEvents } from '../../events/api'
import { fetchMovieInfo } from '../../movie-info/api'
import { fetchReviews } from '../../reviews/api'
import { fetchTickets } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('read-only member and runtime calls', () => {
  it('loads tickets with skip 0 and take 10', async () => {
    let seen: Record<string, string> = {}
    server.use(
      http.get(`${MEMBER_API}/tickets`, ({ request }) => {
        seen = query(request)
        return HttpResponse.json([{ movieId: 'm1', movieTitle: 'Lysår' }])
      }),
    )
    expect((await fetchTickets()).response).toEqual([{ movieId: 'm1', movieTitle: 'Lysår' }])
    expect(seen).toEqual({ skip: '0', take: '10' })
  })

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

  it('loads film info by ediNumber and turns PascalCase into the state shape', async () => {
    server.use(
      http.get(`${MEMBER_API}/movieInfo`, ({ request }) =>
        query(request).ediNumber === '20261008'
          ? HttpResponse.json({
              Title: 'Lysår',
              MovieId: 'm8',
              Edis: '20261008',
              Rating: 4.5,
              RatingCount: 12,
              Poster: '/p.jpg',
              Link: '/l',
            })
          : new HttpResponse(null, { status: 404 }),
      ),
    )
    expect((await fetchMovieInfo('20261008')).response).toEqual({
      title: 'Lysår',
      movieId: 'm8',
      edis: '20261008',
      rating: 4.5,
      ratingCount: 12,
      poster: '/p.jpg',
      link: '/l',
    })
    expect((await fetchMovieInfo('1')).error?.status).toBe(404)
  })

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

  it.each([
    ['tickets', () => fetchTickets(), `${MEMBER_API}/tickets`],
    ['reviews', () => fetchReviews('1'), `${MEMBER_API}/reviews`],
    ['events', () => fetchEvents(['1']), `${RUNTIME_API}/sites/118/events`],
  ])('reports a failed %s call with the server message', async (_name, call, url) => {
    server.use(
      http.get(url, () => HttpResponse.json({ Message: 'Tjenesten er nede' }, { status: 503 })),
    )
    expect((await call()).error).toEqual({ status: 503, message: 'Tjenesten er nede' })
  })
})
