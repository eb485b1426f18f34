import watchListSlice, { watchListActions as a } from '../slice'

const reduce = watchListSlice.reducer
const initial = reduce(undefined, { type: 'init' })

describe('watch list slice', () => {
  it('starts empty and not requested', () => {
    expect(initial).toEqual({ requested: false, items: [], loading: false, error: null })
  })

  it('marks a request, then stores the movies', () => {
    const asked = reduce(initial, a.watchListRequested())
    expect(asked).toMatchObject({ requested: true, loading: true })
    expect(reduce(asked, a.watchListReceived([{ movieId: 'm1' }]))).toMatchObject({
      items: [{ movieId: 'm1' }],
      loading: false,
    })
  })

  it('stores the error response on failure', () => {
    const error = { status: 401, message: 'Ikke innlogget' }
    expect(reduce(initial, a.watchListFailed(error))).toMatchObject({ error, loading: false })
  })

  it('appends a movie only when the server has accepted it', () => {
    const withOne = reduce(initial, a.watchListReceived([{ movieId: 'm1' }]))
    expect(reduce(withOne, a.movieAddRequested({ movieId: 'm2' })).items).toEqual([
      { movieId: 'm1' },
    ])
    expect(reduce(withOne, a.movieAdded({ movieId: 'm2' })).items).toEqual([
      { movieId: 'm1' },
      { movieId: 'm2' },
    ])
  })

  it('is loading while an addition is pending, and stops when it succeeds or fails', () => {
    const pending = reduce(initial, a.movieAddRequested({ movieId: 'm2' }))
    expect(pending.loading).toBe(true)
    expect(reduce(pending, a.movieAdded({ movieId: 'm2' })).loading).toBe(false)
    expect(reduce(pending, a.movieAddFailed())).toMatchObject({ loading: false, error: null })
  })

  it('does not list a film twice', () => {
    const withOne = reduce(initial, a.watchListReceived([{ movieId: 'm1' }]))
    expect(reduce(withOne, a.movieAdded({ movieId: 'm1' })).items).toHaveLength(1)
  })
})
