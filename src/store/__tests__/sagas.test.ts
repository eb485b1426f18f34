import { http, HttpResponse } from 'msw'
import { eventsActions } from '../../features/events/slice'
import { movieInfoActions } from '../../features/movie-info/slice'
import { ticketsActions } from '../../features/tickets/slice'
import { PROFILE_KEY } from '../../features/user/profile-storage'
import { userActions } from '../../features/user/slice'
import { watchListActions } from '../../features/watch-list/slice'
import { server, setupMswForTests } from '../../testing/msw-server'
import { MEMBER_API, RUNTIME_API } from '../../testing/partner-urls'
import { createStore, type AppStore, type RootState } from '../configure-store'
import { startSagas } from '../start-sagas'

setupMswForTests()

const profile = { userName: 'Kari', email: 'kari@example.no', token: 'mt-1' }

const until = (store: AppStore, ready: (state: RootState) => boolean) =>
  new Promise<RootState>((resolve, reject) => {
    if (ready(store.getState())) return resolve(store.getState())
    const timer = setTimeout(() => reject(new Error('state never got there')), 2000)
    const stop = store.subscribe(() => {
      if (!ready(store.getState())) return
      clearTimeout(timer)
      stop()
      resolve(store.getState())
    })
  })

const startedStore = () => {
  const store = createStore()
  startSagas(store)
  return store
}

const settleRequests = () => new Promise((resolve) => setTimeout(resolve, 50))

beforeEach(() => localStorage.clear())

describe('user sagas', () => {
  it('logs in, stores the profile under cw-profile-new and makes the visitor a member', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ marsToken: 'mt-1', UserName: 'Kari', UserInfo: 'kari@example.no' }),
      ),
    )
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    const state = await until(store, (s) => s.user.userProfile !== null)
    expect(state.user).toMatchObject({ userProfile: profile, loading: false, error: null })
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(profile)
  })

  it("keeps the server's message when login fails", async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ message: 'Feil e-post eller passord' }, { status: 401 }),
      ),
    )
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'feil' }))
    const state = await until(store, (s) => s.user.error !== null)
    expect(state.user.error).toEqual({ status: 401, message: 'Feil e-post eller passord' })
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it('welcomes back a member whose profile is stored, and forgets it on logout', async () => {
    let loggedOutAtPartner = false
    server.use(
      http.post(`${MEMBER_API}/logout`, () => {
        loggedOutAtPartner = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    const store = startedStore()
    store.dispatch(userActions.profileRequested())
    expect(store.getState().user.userProfile).toEqual(profile)
    store.dispatch(userActions.loggedOut())
    expect(store.getState().user.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    await settleRequests()
    expect(loggedOutAtPartner).toBe(true)
    expect(store.getState().user.logoutIncomplete).toBe(false)
  })

  it('forgets the member on this device even when the partner cannot be reached', async () => {
    server.use(http.post(`${MEMBER_API}/logout`, () => HttpResponse.error()))
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    const store = startedStore()
    store.dispatch(userActions.profileRequested())
    store.dispatch(userActions.loggedOut())
    const state = await until(store, (s) => s.user.logoutIncomplete)
    expect(state.user.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(logged).toHaveBeenCalledWith('Logout at the partner failed:', 'Network Error')
    logged.mockRestore()
  })

  it('finds no profile for an anonymous visitor and stops loading', () => {
    const store = startedStore()
    store.dispatch(userActions.profileRequested())
    expect(store.getState().user).toMatchObject({ userProfile: null, loading: false })
  })

  it('handles a login pressed before the sagas had loaded, once they start', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ marsToken: 'mt-1', UserName: 'Kari', UserInfo: 'kari@example.no' }),
      ),
    )
    const store = createStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    expect(store.getState().user.loading).toBe(true)
    startSagas(store)
    expect((await until(store, (s) => s.user.userProfile !== null)).user.userProfile).toEqual(
      profile,
    )
  })

  it('marks the reset e-mail as sent', async () => {
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, () => new HttpResponse(null, { status: 200 })),
    )
    const store = startedStore()
    store.dispatch(userActions.passwordResetRequested({ email: 'kari@example.no' }))
    expect((await until(store, (s) => s.user.isEmailSent)).user.error).toBeNull()
  })
})

describe('events saga', () => {
  it('asks only for ids not asked for before, joined by commas, and appends the events', async () => {
    const asked: string[] = []
    server.use(
      http.get(`${RUNTIME_API}/sites/118/events`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')!
        asked.push(ids)
        return HttpResponse.json(ids.split(',').map((id) => ({ id })))
      }),
    )
    const store = startedStore()
    store.dispatch(eventsActions.liveEventsNeeded(['1', '2']))
    await until(store, (s) => s.events.items.length === 2)
    store.dispatch(eventsActions.liveEventsNeeded(['2', '3']))
    await until(store, (s) => s.events.items.length === 3)
    store.dispatch(eventsActions.liveEventsNeeded(['1', '3']))
    await settleRequests()
    expect(asked).toEqual(['1,2', '3'])
    expect(store.getState().events).toEqual({
      requested: ['1', '2', '3'],
      items: [{ id: '1' }, { id: '2' }, { id: '3' }],
    })
  })

  it("logs 'Failed to fetch' when the runtime API fails", async () => {
    server.use(http.get(`${RUNTIME_API}/sites/118/events`, () => HttpResponse.error()))
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(eventsActions.liveEventsNeeded(['9']))
    await settleRequests()
    expect(log).toHaveBeenCalledWith('Failed to fetch', 'Network Error')
    log.mockRestore()
  })
})

describe('watch list sagas', () => {
  const watchListServer = (calls: string[]) =>
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
    watchListServer(calls)
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    const store = startedStore()
    store.dispatch(userActions.profileRequested())
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => s.watchList.items.length === 1)
    expect(calls).toEqual(['switch mt-1', 'watchlist'])
  })

  it('skips the token switch when there is no token', async () => {
    const calls: string[] = []
    watchListServer(calls)
    const store = startedStore()
    store.dispatch(watchListActions.watchListRequested())
    await until(store, (s) => !s.watchList.loading)
    expect(calls).toEqual(['watchlist'])
  })

  it('appends a film only once the server accepts it, and only logs a refusal', async () => {
    let accept = true
    server.use(
      http.post(
        `${MEMBER_API}/addMovieToWatchList`,
        () => new HttpResponse(null, { status: accept ? 200 : 500 }),
      ),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(watchListActions.movieAddRequested({ movieId: 'm2' }))
    expect(store.getState().watchList.items).toEqual([])
    await until(store, (s) => s.watchList.items.length === 1)
    accept = false
    store.dispatch(watchListActions.movieAddRequested({ movieId: 'm3' }))
    await settleRequests()
    expect(store.getState().watchList.items).toEqual([{ movieId: 'm2' }])
    expect(store.getState().watchList.error).toBeNull()
    expect(log).toHaveBeenCalledWith(
      'Failed to add to the watch list:',
      'Request failed with status code 500',
    )
    log.mockRestore()
  })
})

describe('tickets and film info sagas', () => {
  it('stores tickets, or the error response', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json([{ movieId: 'm1', movieTitle: 'Lysår' }]),
      ),
    )
    const store = startedStore()
    store.dispatch(ticketsActions.ticketsRequested())
    expect((await until(store, (s) => s.tickets.items.length > 0)).tickets.loading).toBe(false)
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json({ message: 'Prøv igjen senere' }, { status: 503 }),
      ),
    )
    store.dispatch(ticketsActions.ticketsRequested())
    expect((await until(store, (s) => s.tickets.error !== null)).tickets.error).toEqual({
      status: 503,
      message: 'Prøv igjen senere',
    })
  })

  it('only logs a film-info failure', async () => {
    server.use(http.get(`${MEMBER_API}/movieInfo`, () => new HttpResponse(null, { status: 500 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(movieInfoActions.movieInfoRequested({ ediNumber: '20261008' }))
    await until(store, (s) => !s.movieInfo.loading)
    expect(store.getState().movieInfo.movieInfo).toEqual({})
    expect(log).toHaveBeenCalledWith(
      'Failed to load movie info:',
      'Request failed with status code 500',
    )
    log.mockRestore()
  })
})
