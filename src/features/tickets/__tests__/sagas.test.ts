import { http, HttpResponse } from 'msw'
import { sessionActions } from '../../../session/session'
import { PROFILE_KEY } from '../../../session/session-storage'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { KARI } from '../../../testing/partner-handlers'
import { MEMBER_API } from '../../../testing/partner-urls'
import { startedStore, until } from '../../../testing/saga-store'
import { ticketsActions } from '../slice'

setupMswForTests()
beforeEach(() => localStorage.clear())

const ticket = {
  movieId: 'm1',
  movieTitle: 'Lysår',
  qrCode: 'GJK-1',
  startTime: '2026-11-27T18:00:00+01:00',
  expirationDate: '2026-11-27T18:00:00+01:00',
  seatsInfo: { info: '', entries: [] },
}

const loggedInStore = () => {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(KARI))
  const store = startedStore()
  store.dispatch(sessionActions.profileRequested())
  return store
}

describe('tickets saga', () => {
  it('keeps the last tickets and the member when a refresh meets a fault at the partner', async () => {
    server.use(http.get(`${MEMBER_API}/tickets`, () => HttpResponse.json([ticket])))
    const store = loggedInStore()
    store.dispatch(ticketsActions.ticketsRequested())
    const loaded = await until(store, (s) => s.tickets.items.length > 0)
    expect(loaded.tickets.status).toBe('succeeded')
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json({ message: 'Prøv igjen senere' }, { status: 500 }),
      ),
    )
    store.dispatch(ticketsActions.ticketsRequested())
    const failed = await until(store, (s) => s.tickets.status === 'failed')
    expect(failed.tickets.error).toMatchObject({ kind: 'partner-fault', status: 500 })
    expect(failed.tickets.items).toHaveLength(1)
    expect(failed.session.userProfile).toEqual(KARI)
  })

  it('renews the partner session once after a 401 and then loads the tickets', async () => {
    const calls: string[] = []
    let session = false
    server.use(
      http.post(`${MEMBER_API}/switchTokensDx`, () => {
        calls.push('switch')
        session = true
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(`${MEMBER_API}/tickets`, () => {
        calls.push('tickets')
        return session ? HttpResponse.json([ticket]) : new HttpResponse(null, { status: 401 })
      }),
    )
    const store = loggedInStore()
    store.dispatch(ticketsActions.ticketsRequested())
    const loaded = await until(store, (s) => s.tickets.status === 'succeeded')
    expect(calls).toEqual(['tickets', 'switch', 'tickets'])
    expect(loaded.session.userProfile).toEqual(KARI)
  })

  it('logs the member out, and says why, only on a 401 after the renewal', async () => {
    server.use(http.get(`${MEMBER_API}/tickets`, () => new HttpResponse(null, { status: 401 })))
    const store = loggedInStore()
    store.dispatch(ticketsActions.ticketsRequested())
    const ended = await until(store, (s) => s.session.sessionEnded)
    expect(ended.session.userProfile).toBeNull()
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })
})
