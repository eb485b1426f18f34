// What the partner API answers in Jest tests unless a test says otherwise: a working
// partner with the demo member Kari. Each test overrides only the call it is about, with
// server.use(...); server.resetHandlers() after each test brings these back.
import { http, HttpResponse } from 'msw'
import { MEMBER_API, RUNTIME_API, TICKETING } from './partner-urls'

export const KARI = { userName: 'Kari', email: 'kari@example.no', token: 'mt-1' }

const ok = () => new HttpResponse(null, { status: 200 })

export const partnerHandlers = [
  http.post(`${MEMBER_API}/login`, () =>
    HttpResponse.json({ marsToken: KARI.token, UserName: KARI.userName, UserInfo: KARI.email }),
  ),
  http.post(`${MEMBER_API}/createUser`, () =>
    HttpResponse.json({ Token: KARI.token, UserName: KARI.userName, ContactEmail: KARI.email }),
  ),
  http.post(`${TICKETING}/login`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${TICKETING}/logout`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${MEMBER_API}/logout`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${MEMBER_API}/forgotPassword`, ok),
  http.post(`${MEMBER_API}/switchTokensDx`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${MEMBER_API}/watchlist`, () => HttpResponse.json([])),
  http.post(`${MEMBER_API}/addMovieToWatchList`, () => HttpResponse.json({ ok: true })),
  http.get(`${MEMBER_API}/tickets`, () => HttpResponse.json([])),
  http.get(`${MEMBER_API}/reviews`, () => HttpResponse.json([])),
  http.get(`${MEMBER_API}/movieInfo`, () => new HttpResponse(null, { status: 404 })),
  http.get(`${RUNTIME_API}/sites/:partner/events`, ({ request }) =>
    HttpResponse.json(
      (new URL(request.url).searchParams.get('ids') ?? '').split(',').map((id) => ({ id })),
    ),
  ),
]

/** A login answer a proxy cut off in the middle of its JSON. */
export const cutOffLogin = http.post(
  `${MEMBER_API}/login`,
  () =>
    new HttpResponse('{"marsToken":"mt-1","UserNa', {
      headers: { 'Content-Type': 'application/json' },
    }),
)
