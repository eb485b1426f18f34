import movieInfoSlice, { movieInfoActions as a, selectMovieInfo } from '../slice'

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
  it('sets loading on a request and stores the info under its ediNumber', () => {
    const asked = reduce(undefined, a.movieInfoRequested({ ediNumber: '20261008' }))
    expect(asked.loading).toBe(true)
    const stored = reduce(asked, a.movieInfoReceived({ ediNumber: '20261008', movieInfo: info }))
    expect(stored).toEqual({ movieInfo: { '20261008': info }, loading: false })
    expect(selectMovieInfo({ movieInfo: stored }, '20261008')).toEqual(info)
    expect(selectMovieInfo({ movieInfo: stored }, '1')).toBeNull()
  })

  it('clears loading on failure', () => {
    expect(
      reduce(reduce(undefined, a.movieInfoRequested({ ediNumber: '1' })), a.movieInfoFailed())
        .loading,
    ).toBe(false)
  })
})
