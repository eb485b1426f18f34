import { http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { KARI } from '../../../testing/partner-handlers'
import { MEMBER_API } from '../../../testing/partner-urls'
import { settleRequests, startedStore, until } from '../../../testing/saga-store'
import { DEVICE_LIST_KEY, readDeviceList } from '../device-list'
import { watchListActions } from '../slice'
import { queueDrained } from '../../../testing/queue-drained'

setupMswForTests()
beforeEach(() => localStorage.clear())

const film = (n: number) => ({ movieId: `m${n}`, title: `Film ${n}`, link: `/film-${n}` })
const onDevice = (...films: object[]) =>
  localStorage.setItem(DEVICE_LIST_KEY, JSON.stringify(films))

/** The partner's side: the member's list, which adds succeed, and the calls in order. */
const partner = ({ list = [] as object[], refuse = [] as string[], switchStatus = 204 }) => {
  const calls: string[] = []
  const onPartner = [...list]
  server.use(
    http.post(`${MEMBER_API}/switchTokensDx`, ({ request }) => {
      calls.push(`switch ${request.headers.get('x-token')}`)
      return new HttpResponse(null, { status: switchStatus })
    }),
    http.get(`${MEMBER_API}/watchlist`, () => {
      calls.push('watchlist')
      return HttpResponse.json(onPartner)
    }),
    http.post(`${MEMBER_API}/addMovieToWatchList`, async ({ request }) => {
      const { id } = (await request.json()) as { id: string }
      calls.push(`add ${id}`)
      if (refuse.includes(id)) return new HttpResponse(null, { status: 500 })
      onPartner.push({ movieId: id, title: `Film ${id.slice(1)}` })
      return HttpResponse.json({ ok: true })
    }),
  )
  return calls
}

describe('the watch list on this device', () => {
  it('keeps a saved film in this browser, and keeps the films another tab saved meanwhile', async () => {
    const store = startedStore()
    store.dispatch(watchListActions.deviceListRequested())
    await until(store, (s) => s.watchList.device.read)
    onDevice(film(1)) // another tab
    store.dispatch(watchListActions.movieSavedOnDevice(film(2)))
    await until(store, (s) => s.watchList.device.items.length === 2)
    expect(readDeviceList()).toEqual([film(1), film(2)])
    store.dispatch(watchListActions.movieRemovedFromDevice({ movieId: 'm1' }))
    await until(store, (s) => s.watchList.device.items.length === 1)
    expect(readDeviceList()).toEqual([film(2)])
  })

  it('reads an unreadable list as empty', () => {
    localStorage.setItem(DEVICE_LIST_KEY, '{not json')
    expect(readDeviceList()).toEqual([])
    localStorage.setItem(DEVICE_LIST_KEY, JSON.stringify([{ title: 'no id' }, film(1), 'x']))
    expect(readDeviceList()).toEqual([film(1)])
  })
})

describe('moving the device list to the member at login', () => {
  it("switches the token, then adds each film not on the member's list, and empties the device", async () => {
    onDevice(film(2), film(3))
    const calls = partner({ list: [film(1), film(3)] })
    const store = startedStore()
    store.dispatch(sessionActions.profileStored(KARI))
    const state = await until(store, (s) => s.watchList.device.merge === 'succeeded')
    expect(calls).toEqual(['switch mt-1', 'watchlist', 'add m2', 'watchlist'])
    expect(state.watchList.items.map((m) => m.movieId)).toEqual(['m1', 'm3', 'm2'])
    expect(readDeviceList()).toEqual([])
    expect(state.watchList.device.items).toEqual([])
  })

  it('keeps on the device a film the partner refused, and tries it again at the next visit', async () => {
    onDevice(film(2), film(3), film(4))
    const calls = partner({ list: [film(3)], refuse: ['m2'] })
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(sessionActions.profileStored(KARI))
    const state = await until(store, (s) => s.watchList.device.merge === 'failed')
    expect(calls).toEqual(['switch mt-1', 'watchlist', 'add m2', 'add m4', 'watchlist'])
    expect(readDeviceList()).toEqual([film(2)])
    expect(state.watchList.device.items).toEqual([film(2)])

    const next = startedStore()
    calls.length = 0
    server.use(
      http.post(`${MEMBER_API}/addMovieToWatchList`, () => HttpResponse.json({ ok: true })),
    )
    next.dispatch(sessionActions.profileStored(KARI))
    await until(next, (s) => s.watchList.device.merge === 'succeeded')
    expect(readDeviceList()).toEqual([])
    log.mockRestore()
  })

  it('adds nothing and keeps the whole device list when the token switch fails', async () => {
    onDevice(film(2))
    const calls = partner({ switchStatus: 401 })
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(sessionActions.profileStored(KARI))
    await until(store, (s) => s.watchList.device.merge === 'failed')
    expect(calls).toEqual(['switch mt-1'])
    expect(readDeviceList()).toEqual([film(2)])
    log.mockRestore()
  })

  // Each switch gives a new XSRF cookie, which would make an add in flight fail (403).
  it('never switches the token while the move is under way, nor starts the move during a list load', async () => {
    onDevice(film(2))
    const calls = partner({ list: [film(1)] })
    const store = startedStore()
    store.dispatch(sessionActions.profileStored(KARI))
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => s.watchList.device.merge === 'succeeded')
    await settleRequests() // the list load that waited
    expect(calls).toEqual([
      'switch mt-1',
      'watchlist',
      'add m2',
      'watchlist',
      'switch mt-1',
      'watchlist',
    ])

    // A list load under way when the move begins: the move waits for it.
    calls.length = 0
    const next = startedStore()
    next.dispatch(sessionActions.profileStored(KARI)) // nothing on the device yet
    next.dispatch(watchListActions.watchListRequested())
    onDevice(film(3))
    next.dispatch(sessionActions.profileStored(KARI))
    await until(next, (s) => s.watchList.device.merge === 'succeeded')
    expect(calls).toEqual([
      'switch mt-1',
      'watchlist',
      'switch mt-1',
      'watchlist',
      'add m3',
      'watchlist',
    ])
  })

  it('makes no call for a member with nothing saved on the device', async () => {
    const calls = partner({})
    const store = startedStore()
    store.dispatch(sessionActions.profileStored(KARI))
    // Whatever the sagas set off (the partner's answers come at once) has run once the task
    // queue has drained.
    await queueDrained()
    expect(calls).toEqual([])
    expect(store.getState().watchList.device.merge).toBe('idle')
  })
})
