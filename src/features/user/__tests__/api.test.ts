import { http, HttpResponse } from 'msw'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { cutOffLogin } from '../../../testing/partner-handlers'
import { MEMBER_API } from '../../../testing/partner-urls'
import { forgotPassword, login, signUp } from '../api'

setupMswForTests()

describe('user api', () => {
  it('logs in with Email and Password and reads marsToken, UserName and UserInfo', async () => {
    let body: unknown
    server.use(
      http.post(`${MEMBER_API}/login`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          marsToken: 'mt-1',
          UserName: 'Kari',
          UserInfo: 'kari@example.no',
        })
      }),
    )
    expect(await login({ email: 'kari@example.no', password: 'hemmelig1' })).toEqual({
      response: { userName: 'Kari', email: 'kari@example.no', token: 'mt-1' },
    })
    expect(body).toEqual({ Email: 'kari@example.no', Password: 'hemmelig1' })
  })

  it("keeps the server's message when login fails", async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ message: 'Feil e-post eller passord' }, { status: 401 }),
      ),
    )
    expect(await login({ email: 'kari@example.no', password: 'feil' })).toMatchObject({
      error: { kind: 'refused', status: 401, message: 'Feil e-post eller passord' },
    })
  })

  it('signs up with email, password and userName and reads Token, UserName and ContactEmail', async () => {
    server.use(
      http.post(`${MEMBER_API}/createUser`, async ({ request }) => {
        const { email, userName } = (await request.json()) as Record<string, string>
        return HttpResponse.json({ Token: 't-2', UserName: userName, ContactEmail: email })
      }),
    )
    expect(
      await signUp({ email: 'ola@example.no', password: 'passord9', userName: 'Ola' }),
    ).toEqual({
      response: { userName: 'Ola', email: 'ola@example.no', token: 't-2' },
    })
  })

  it('reports a failed sign-up', async () => {
    server.use(
      http.post(`${MEMBER_API}/createUser`, () =>
        HttpResponse.json({ message: 'E-postadressen er i bruk' }, { status: 409 }),
      ),
    )
    expect((await signUp({ email: 'a@b.no', password: 'x', userName: 'A' })).error).toMatchObject({
      kind: 'refused',
      status: 409,
      message: 'E-postadressen er i bruk',
    })
  })

  it('takes an empty answer to forgotPassword as success, and reports failure', async () => {
    let body: unknown
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, async ({ request }) => {
        body = await request.json()
        return new HttpResponse(null, { status: 200 })
      }),
    )
    expect(await forgotPassword('kari@example.no')).toEqual({ response: true })
    expect(body).toEqual({ Email: 'kari@example.no' })
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, () =>
        HttpResponse.json({ message: 'Ukjent e-post' }, { status: 404 }),
      ),
    )
    expect((await forgotPassword('x@y.no')).error).toMatchObject({
      status: 404,
      message: 'Ukjent e-post',
    })
  })

  it('shows the message of a 2xx forgotPassword answer that carries an error', async () => {
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, () =>
        HttpResponse.json({ Message: 'Kontoen er sperret. Ring kinoen.' }, { status: 200 }),
      ),
    )
    expect(await forgotPassword('kari@example.no')).toMatchObject({
      error: { kind: 'refused', status: 200, message: 'Kontoen er sperret. Ring kinoen.' },
    })
  })

  it('does not take an unknown 2xx forgotPassword answer for success', async () => {
    server.use(http.post(`${MEMBER_API}/forgotPassword`, () => HttpResponse.json({ sent: false })))
    expect((await forgotPassword('kari@example.no')).error).toMatchObject({ kind: 'unreadable' })
  })

  it('gives no profile from a login answer without a token', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ marsToken: '', UserName: 'Kari', UserInfo: 'kari@example.no' }),
      ),
    )
    expect(await login({ email: 'kari@example.no', password: 'x' })).toMatchObject({
      error: { kind: 'unreadable', status: 200 },
    })
  })

  it('gives no profile from a login answer cut off mid-JSON', async () => {
    server.use(cutOffLogin)
    const { response, error } = await login({ email: 'kari@example.no', password: 'x' })
    expect(response).toBeUndefined()
    expect(error).toMatchObject({ kind: 'unreadable' })
  })

  it('never keeps the HTML of a proxy error page as a message', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      ),
    )
    expect((await login({ email: 'kari@example.no', password: 'x' })).error).toMatchObject({
      kind: 'partner-fault',
      status: 502,
      message: '',
    })
  })
})
