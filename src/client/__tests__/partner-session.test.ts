import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../testing/msw-server'
import { MEMBER_API } from '../../testing/partner-urls'
import { switchTokens } from '../partner-session'

setupMswForTests()

describe('partner session', () => {
  it('exchanges the stored token through switchTokensDx with X-Token and no body', async () => {
    let seen: { token: string | null; body: string } | undefined
    server.use(
      http.post(`${MEMBER_API}/switchTokensDx`, async ({ request }) => {
        seen = { token: request.headers.get('x-token'), body: await request.text() }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    expect(await switchTokens('mt-1')).toEqual({ response: true })
    expect(seen).toEqual({ token: 'mt-1', body: '' })
  })
})
