import { http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { PROFILE_KEY } from '../../../session/session-storage'
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
  it('logs in, stores the profile under cw-profile-new and makes the visitor a member', async () => {
    const store = startedStore()
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'hemmelig1' }))
    const state = await until(store, (s) => s.user.login === 'succeeded')
    expect(state.session.userProfile).toEqual(KARI)
    expect(state.user.error).toBeNull()
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(KARI)
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
    await until(store, (s) => s.user.login === 'succeeded')
    await settleRequests()
    expect(query).toEqual({ email: 'kari@example.no', password: 'hemmelig1', remember: 'true' })
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
    await until(store, (s) => s.user.login === 'succeeded')
    await settleRequests()
    expect(store.getState().session.userProfile).toEqual(KARI)
    expect(store.getState().user.error).toBeNull()
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
    const state = await until(store, (s) => s.user.login === 'failed')
    expect(state.user.error).toMatchObject({
      kind: 'refused',
      status: 401,
      message: 'Feil e-post eller passord',
    })
    expect(state.session.userProfile).toBeNull()
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
    localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
    const store = startedStore()
    store.dispatch(sessionActions.profileRequested())
    expect(store.getState().session.userProfile).toEqual(KARI)
    store.dispatch(sessionActions.loggedOut())
    expect(store.getState().session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    await settleRequests()
    expect(loggedOutAtPartner).toBe(true)
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
    expect(store.getState().user.login).toBe('pending')
    startSagas(store)
    const state = await until(store, (s) => s.user.login === 'succeeded')
    expect(state.session.userProfile).toEqual(KARI)
  })

  it('marks the reset e-mail as sent', async () => {
    const store = startedStore()
    store.dispatch(userActions.passwordResetRequested({ email: 'kari@example.no' }))
    const state = await until(store, (s) => s.user.passwordReset === 'succeeded')
    expect(state.user.error).toBeNull()
  })
})
