import { selectMovieInfo } from '../selectors'
import movieInfoSlice, { movieInfoActions as a } from '../slice'

const reduce = movieInfoSlice.reducer
const info = {
  title: 'Lysår',
  movieId: 'm1',
  edis: '20261008',
  rating: 4.2,
  ratingCount: 31,
  poster: '/p.jpg',
  link: '/lysar',
}

describe('movie info slice', () => {
  it("marks the film's request pending and stores the info under its ediNumber", () => {
    const asked = reduce(undefined, a.movieInfoRequested({ ediNumber: '20261008' }))
    expect(asked.status).toEqual({ '20261008': 'pending' })
    const stored = reduce(asked, a.movieInfoReceived({ ediNumber: '20261008', movieInfo: info }))
    expect(stored).toEqual({
      movieInfo: { '20261008': info },
      status: { '20261008': 'succeeded' },
    })
    expect(selectMovieInfo({ movieInfo: stored }, '20261008')).toEqual(info)
    expect(selectMovieInfo({ movieInfo: stored }, '1')).toBeNull()
  })

  it("marks the film's request failed on failure", () => {
    const asked = reduce(undefined, a.movieInfoRequested({ ediNumber: '1' }))
    expect(reduce(asked, a.movieInfoFailed({ ediNumber: '1' })).status).toEqual({ '1': 'failed' })
  })
})
