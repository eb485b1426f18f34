import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { MEMBER_API } from '../../../testing/partner-urls'
import { startedStore, until } from '../../../testing/saga-store'
import { movieInfoActions } from '../slice'

setupMswForTests()

describe('film info saga', () => {
  it('only logs a film-info failure', async () => {
    server.use(http.get(`${MEMBER_API}/movieInfo`, () => new HttpResponse(null, { status: 500 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const store = startedStore()
    store.dispatch(movieInfoActions.movieInfoRequested({ ediNumber: '20261008' }))
    await until(store, (s) => s.movieInfo.status['20261008'] === 'failed')
    expect(store.getState().movieInfo.movieInfo).toEqual({})
    expect(log).toHaveBeenCalledWith(
      'Failed to load movie info:',
      'partner-fault',
      'Request failed with status code 500',
    )
    log.mockRestore()
  })
})
