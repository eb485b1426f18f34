import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { startedStore, until } from '../../../testing/saga-store'
import { ticketsActions } from '../slice'

setupMswForTests()

describe('tickets saga', () => {
  it('stores tickets, or the error response', async () => {
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json([{ movieId: 'm1', movieTitle: 'Lysår' }]),
      ),
    )
    const store = startedStore()
    store.dispatch(ticketsActions.ticketsRequested())
    const loaded = await until(store, (s) => s.tickets.items.length > 0)
    expect(loaded.tickets.status).toBe('succeeded')
    server.use(
      http.get(`${MEMBER_API}/tickets`, () =>
        HttpResponse.json({ message: 'Prøv igjen senere' }, { status: 503 }),
      ),
    )
    store.dispatch(ticketsActions.ticketsRequested())
    const failed = await until(store, (s) => s.tickets.status === 'failed')
    expect(failed.tickets.error).toEqual({ status: 503, message: 'Prøv igjen senere' })
  })
})
