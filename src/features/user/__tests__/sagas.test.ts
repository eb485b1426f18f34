import { http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { IDLE_LIMIT_MS, PROFILE_KEY, saveProfile } from '../../../session/session-storage'
import { WARNING_MS } from '../idle-session'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { KARI } from '../../../testing/partner-handlers'
import { MEMBER_API, TICKETING } from '../../../testing/partner-urls'
import { settleRequests, startedStore, until } from '../../../testing/saga-store'
import { createStore } from '../../../app/store/configure-store'
import { startSagas } from '../../../app/store/start-sagas'
import { userActions } from '../slice'

setupMswForTests()
beforeEach(() => localStorage.clear())

describe('user sagas', () => {
  it('logs in, keeping the profile under cw-profile-new for this window only', async () => {
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    const state = await until(store, (s) => s.user.login.status === 'succeeded')
    expect(state.session.userProfile).toEqual(KARI)
    expect(state.user.login.error).toBeNull()
    expect(JSON.parse(sessionStorage.getItem(PROFILE_KEY)!)).toEqual(KARI)
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it('with «Husk meg», keeps the profile on the device and asks the checkout to remember', async () => {
    let query: Record<string, string> | null = null
    server.use(
      http.post(`${TICKETING}/login`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const store = startedStore()
    store.dispatch(
      userActions.loginRequested({
        email: 'kari@example.no',
        password: 'hemmelig1',
        remember: true,
      }),
    )
    await until(store, (s) => s.user.login.status === 'succeeded')
    await settleRequests()
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(KARI)
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(query).toMatchObject({ remember: 'true' })
  })

  it('logs in at the ticketing system too, with email, password and remember in the query', async () => {
    let query: Record<string, string> | null = null
    server.use(
      http.post(`${TICKETING}/login`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    await until(store, (s) => s.user.login.status === 'succeeded')
    await settleRequests()
    expect(query).toEqual({ email: 'kari@example.no', password: 'hemmelig1', remember: 'false' })
  })

  it('keeps the film-club login when the ticketing login fails, and logs that it failed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post(`${TICKETING}/login`, () =>
        HttpResponse.json({ message: 'Billettsystemet er nede' }, { status: 503 }),
      ),
    )
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    await until(store, (s) => s.user.login.status === 'succeeded')
    await settleRequests()
    expect(store.getState().session.userProfile).toEqual(KARI)
    expect(store.getState().user.login.error).toBeNull()
    expect(logged).toHaveBeenCalledWith(
      'Ticketing login failed:',
      'partner-fault',
      'Request failed with status code 503 (application/json)',
    )
    expect(JSON.stringify(logged.mock.calls)).not.toContain('hemmelig1')
    logged.mockRestore()
  })

  it("keeps the server's message when login fails", async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ message: 'Feil e-post eller passord' }, { status: 401 }),
      ),
    )
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'feil' }))
    const state = await until(store, (s) => s.user.login.status === 'failed')
    expect(state.user.login.error).toMatchObject({
      kind: 'refused',
      status: 401,
      message: 'Feil e-post eller passord',
    })
    expect(state.session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it('welcomes back a member whose profile is stored, and forgets it on logout, at the partner too', async () => {
    const loggedOutAt: string[] = []
    server.use(
      http.post(`${MEMBER_API}/logout`, () => {
        loggedOutAt.push('member API')
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(`${TICKETING}/logout`, () => {
        loggedOutAt.push('checkout')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
    const store = startedStore()
    store.dispatch(sessionActions.profileRequested())
    expect(store.getState().session.userProfile).toEqual(KARI)
    store.dispatch(sessionActions.loggedOut())
    expect(store.getState().session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    await settleRequests()
    expect(loggedOutAt.sort()).toEqual(['checkout', 'member API'])
    expect(store.getState().session.logoutIncomplete).toBe(false)
  })

  it('forgets the member on this device even when the partner cannot be reached', async () => {
    server.use(http.post(`${MEMBER_API}/logout`, () => HttpResponse.error()))
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
    const store = startedStore()
    store.dispatch(sessionActions.profileRequested())
    store.dispatch(sessionActions.loggedOut())
    const state = await until(store, (s) => s.session.logoutIncomplete)
    expect(state.session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(logged).toHaveBeenCalledWith(
      'Logout at the partner failed:',
      'unreachable',
      'Network Error',
    )
    logged.mockRestore()
  })

  it('warns a member of a window session before 30 idle minutes, and then logs them out', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-27T21:00:00Z') })
    try {
      saveProfile(KARI)
      const store = startedStore()
      store.dispatch(sessionActions.profileRequested())
      expect(store.getState().session.userProfile).toEqual(KARI)
      await jest.advanceTimersByTimeAsync(IDLE_LIMIT_MS - WARNING_MS - 1000)
      expect(store.getState().session.idleWarning).toBe(false)
      await jest.advanceTimersByTimeAsync(2000)
      expect(store.getState().session.idleWarning).toBe(true)
      // Someone is there: the session goes on, and the count starts again.
      window.dispatchEvent(new Event('keydown'))
      await jest.advanceTimersByTimeAsync(0)
      expect(store.getState().session.idleWarning).toBe(false)
      await jest.advanceTimersByTimeAsync(IDLE_LIMIT_MS - 1000)
      expect(store.getState().session.userProfile).toEqual(KARI)
      await jest.advanceTimersByTimeAsync(61_000)
      expect(store.getState().session).toMatchObject({ userProfile: null, timedOut: true })
      expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull()
    } finally {
      jest.useRealTimers()
    }
    await settleRequests()
  })

  it('never times out a remembered session', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-27T21:00:00Z') })
    try {
      saveProfile(KARI, { remember: true })
      const store = startedStore()
      store.dispatch(sessionActions.profileRequested())
      await jest.advanceTimersByTimeAsync(3 * IDLE_LIMIT_MS)
      expect(store.getState().session).toMatchObject({ userProfile: KARI, idleWarning: false })
    } finally {
      jest.useRealTimers()
    }
  })

  it('finds no profile for an anonymous visitor and is done reading', () => {
    const store = startedStore()
    store.dispatch(sessionActions.profileRequested())
    expect(store.getState().session).toMatchObject({
      userProfile: null,
      profileStatus: 'succeeded',
    })
  })

  it('carries out a login pressed before the sagas had loaded, while the profile is unread', async () => {
    const store = createStore()
    store.dispatch(sessionActions.profileRequested())
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    expect(store.getState().user.login.status).toBe('pending')
    startSagas(store)
    const state = await until(store, (s) => s.user.login.status === 'succeeded')
    expect(state.session.userProfile).toEqual(KARI)
  })

  it('marks the reset e-mail as sent', async () => {
    const store = startedStore()
    store.dispatch(userActions.passwordResetRequested({ email: 'kari@example.no' }))
    const state = await until(store, (s) => s.user.passwordReset.status === 'succeeded')
    expect(state.user.passwordReset.error).toBeNull()
  })
})
