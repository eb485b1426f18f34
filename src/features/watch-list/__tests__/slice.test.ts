import { selectAddingToWatchList, selectWatchListAsked } from '../selectors'
import watchListSlice, { watchListActions as a } from '../slice'
import { sessionActions } from '../../../session/session'
import { apiError } from '../../../testing/api-errors'

const reduce = watchListSlice.reducer
const initial = reduce(undefined, { type: 'init' })

describe('watch list slice', () => {
  it('starts empty and not requested', () => {
    expect(initial).toEqual({
      status: 'idle',
      items: [],
      error: null,
      updatedAt: null,
      adding: {},
      addErrors: {},
      device: { items: [], read: false, merge: 'idle' },
    })
    expect(selectWatchListAsked({ watchList: initial })).toBe(false)
  })

  it('marks a request, then stores the movies', () => {
    const asked = reduce(initial, a.watchListRequested())
    expect(asked.status).toBe('pending')
    expect(selectWatchListAsked({ watchList: asked })).toBe(true)
    expect(reduce(asked, a.watchListReceived([{ movieId: 'm1' }]))).toMatchObject({
      items: [{ movieId: 'm1' }],
      status: 'succeeded',
    })
  })

  it('stores the error response on failure', () => {
    const error = apiError({ kind: 'session-ended', status: 401 })
    expect(reduce(initial, a.watchListFailed(error))).toMatchObject({ error, status: 'failed' })
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

  it('is adding only the film requested, until the addition succeeds or fails', () => {
    const pending = reduce(initial, a.movieAddRequested({ movieId: 'm2' }))
    const adding = (state: typeof initial, movieId: string) =>
      selectAddingToWatchList({ watchList: state }, movieId)
    expect(adding(pending, 'm2')).toBe(true)
    expect(adding(pending, 'm1')).toBe(false)
    expect(pending.status).toBe('idle')
    expect(adding(reduce(pending, a.movieAdded({ movieId: 'm2' })), 'm2')).toBe(false)
    const failed = reduce(pending, a.movieAddFailed({ movieId: 'm2', error: apiError() }))
    expect(adding(failed, 'm2')).toBe(false)
    expect(failed.error).toBeNull()
  })

  it('is not adding anything while the list itself loads', () => {
    const loading = reduce(initial, a.watchListRequested())
    expect(selectAddingToWatchList({ watchList: loading }, 'm1')).toBe(false)
  })

  it('does not list a film twice', () => {
    const withOne = reduce(initial, a.watchListReceived([{ movieId: 'm1' }]))
    expect(reduce(withOne, a.movieAdded({ movieId: 'm1' })).items).toHaveLength(1)
  })

  it("forgets the member's list at logout, and keeps the films saved on this device", () => {
    let state = reduce(initial, a.watchListReceived([{ movieId: 'm1' }]))
    state = reduce(state, a.movieSavedOnDevice({ movieId: 'm2', title: 'To' }))
    state = reduce(state, sessionActions.loggedOut())
    expect(state.items).toEqual([])
    expect(state.status).toBe('idle')
    expect(state.device.items).toEqual([{ movieId: 'm2', title: 'To' }])
  })

  it('calls the move to the member failed while films are left on the device', () => {
    const saved = reduce(initial, a.movieSavedOnDevice({ movieId: 'm2' }))
    const left = reduce(saved, a.deviceListMergeFinished({ left: [{ movieId: 'm2' }] }))
    expect(left.device.merge).toBe('failed')
    const done = reduce(left, a.deviceListMergeFinished({ left: [] }))
    expect(done.device).toMatchObject({ merge: 'succeeded', items: [] })
  })
})
