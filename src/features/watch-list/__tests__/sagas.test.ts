import { http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { PROFILE_KEY } from '../../../session/session-storage'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { KARI } from '../../../testing/partner-handlers'
import { MEMBER_API } from '../../../testing/partner-urls'
import { settleRequests, startedStore, until } from '../../../testing/saga-store'
import { watchListActions } from '../slice'

setupMswForTests()
beforeEach(() => localStorage.clear())

describe('watch list sagas', () => {
  const recordCalls = (calls: string[]) =>
    server.use(
      http.post(`${MEMBER_API}/switchTokensDx`, ({ request }) => {
        calls.push(`switch ${request.headers.get('x-token')}`)
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(`${MEMBER_API}/watchlist`, () => {
        calls.push('watchlist')
        return HttpResponse.json([{ movieId: 'm1' }])
      }),
    )

  it('exchanges the stored token before loading the watch list', async () => {
    const calls: string[] = []
    recordCalls(calls)
    localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
    const store = startedStore()
    store.dispatch(sessionActions.profileRequested())
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => s.watchList.items.length === 1)
    expect(calls).toEqual(['switch mt-1', 'watchlist'])
  })

  it('skips the token switch when there is no token', async () => {
    const calls: string[] = []
    recordCalls(calls)
    const store = startedStore()
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => s.watchList.status === 'succeeded')
    expect(calls).toEqual(['watchlist'])
  })

  it('appends a film only once the server accepts it, and keeps a refusal for its button', async () => {
    let accept = true
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () =>
        accept ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 500 }),
      ),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(watchListActions.movieAddRequested({ movieId: 'm2' }))
    expect(store.getState().watchList.items).toEqual([])
    await until(store, (s) => s.watchList.items.length === 1)
    accept = false
    store.dispatch(watchListActions.movieAddRequested({ movieId: 'm3' }))
    await until(store, (s) => s.watchList.adding.m3 === 'failed')
    expect(store.getState().watchList.items).toEqual([{ movieId: 'm2' }])
    expect(store.getState().watchList.error).toBeNull()
    expect(store.getState().watchList.addErrors.m3).toMatchObject({ kind: 'partner-fault' })
    expect(log).toHaveBeenCalledWith(
      'Failed to add to the watch list:',
      'partner-fault',
      'Request failed with status code 500',
    )
    log.mockRestore()
  })

  it('forgets nothing of the list when an addition is refused', async () => {
    server.use(
      http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json([{ movieId: 'm1' }])),
      http.post(`${MEMBER_API}/addMovieToWatchList`, () => new HttpResponse(null, { status: 500 })),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => s.watchList.status === 'succeeded')
    store.dispatch(watchListActions.movieAddRequested({ movieId: 'm2' }))
    await settleRequests()
    expect(store.getState().watchList).toMatchObject({
      items: [{ movieId: 'm1' }],
      status: 'succeeded',
    })
    log.mockRestore()
  })

  it('keeps the last list on show, from the device, when a refresh fails', async () => {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
    server.use(http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json([{ movieId: 'm1' }])))
    const first = startedStore()
    first.dispatch(sessionActions.profileRequested())
    first.dispatch(watchListActions.watchListRequested())
    await until(first, (s) => s.watchList.status === 'succeeded')
    server.use(
      http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.text('{"items":[', { status: 200 })),
    )
    const next = startedStore()
    next.dispatch(sessionActions.profileRequested())
    next.dispatch(watchListActions.watchListRequested())
    const failed = await until(next, (s) => s.watchList.status === 'failed')
    expect(failed.watchList.items).toEqual([{ movieId: 'm1' }])
    expect(failed.watchList.error).toMatchObject({ kind: 'unreadable' })
    expect(failed.watchList.updatedAt).toEqual(expect.any(Number))
    expect(failed.session.userProfile).toEqual(KARI)
  })
})
