import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { fetchMovieInfo } from '../api'

setupMswForTests()

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('film info api', () => {
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
})
