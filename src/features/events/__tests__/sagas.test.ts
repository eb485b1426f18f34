import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { RUNTIME_API } from '../../../testing/partner-urls'
import { settleRequests, startedStore, until } from '../../../testing/saga-store'
import { eventsActions } from '../slice'

setupMswForTests()

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
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to fetch', 'unreachable', 'Network Error'),
    )
    log.mockRestore()
  })
})
