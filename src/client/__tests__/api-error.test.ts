// How every failure of a partner call is classified, and what a member reads for it.
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import { toApiError, UnreadableAnswer } from '../api-error'
import { errorText } from '../error-text'

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig

const answered = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: new AxiosHeaders(headers),
    config,
  })

const html = { 'content-type': 'text/html' }
const json = { 'content-type': 'application/json; charset=utf-8' }

describe('a failed partner call', () => {
  it.each([
    ['no network', new AxiosError('Network Error', 'ERR_NETWORK', config), 'unreachable'],
    ['a reset', new AxiosError('socket hang up', 'ECONNRESET', config), 'unreachable'],
    [
      'a time-out',
      new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config),
      'timeout',
    ],
    ['a proxy page', answered(502, '<html><h1>502 Bad Gateway</h1></html>', html), 'partner-fault'],
    ['a 500 in JSON', answered(500, { message: 'NullReferenceException' }, json), 'partner-fault'],
    ['a 503 with a wait', answered(503, 'Service Unavailable', { 'retry-after': '30' }), 'busy'],
    ['a 429', answered(429, { message: 'Rolig nå' }, json), 'busy'],
    ['an answer that did not fit', new UnreadableAnswer(200, 'Svaret passer ikke'), 'unreadable'],
    ['a refusal', answered(409, { message: 'E-postadressen er i bruk.' }, json), 'refused'],
  ])('is classified by what happened: %s', (_name, error, kind) => {
    expect(toApiError(error, 'POST login').kind).toBe(kind)
  })

  it('takes a 401 for an ended session only on a call that needs one', () => {
    expect(toApiError(answered(401, '', {}), 'GET tickets', true).kind).toBe('session-ended')
    expect(toApiError(answered(401, '', {}), 'POST login').kind).toBe('refused')
  })

  it('keeps the call, the time and the technical detail for customer service', () => {
    expect(toApiError(answered(502, '<html/>', html), 'POST login')).toMatchObject({
      call: 'POST login',
      status: 502,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      detail: 'Request failed with status code 502 (text/html)',
    })
  })

  it("keeps the partner's own message from its documented JSON shape", () => {
    for (const body of [{ message: 'Feil passord.' }, { Message: 'Feil passord.' }])
      expect(toApiError(answered(401, body, json), 'POST login').message).toBe('Feil passord.')
  })

  it.each([
    ['HTML', { message: '<b>Feil</b> passord' }, json],
    ['a stack trace', { message: 'TypeError: x is undefined\n    at login (api.js:3:9)' }, json],
    ['an English status text', { message: 'Service Unavailable' }, json],
    ['a JSON fragment', { message: '{"error":"bad"}' }, json],
    ['a message not sent as JSON', 'Feil passord.', { 'content-type': 'text/plain' }],
    ['a message in another field', { error: 'Feil passord.' }, json],
  ])("never keeps %s as the partner's message", (_name, body, headers) => {
    const error = toApiError(answered(400, body, headers), 'POST login')
    expect(error.message).toBe('')
    expect(errorText(error)).toBe('Kinoklubben kunne ikke gjøre dette (feil 400).')
  })
})

describe('what a member reads', () => {
  const text = (error: unknown, session = false) => errorText(toApiError(error, 'x', session))

  it('says what happened and what to do, in Norwegian', () => {
    expect(text(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(
      'Vi fikk ikke kontakt med kinoklubben. Sjekk nettforbindelsen og prøv igjen.',
    )
    expect(text(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config))).toBe(
      'Kinoklubben svarer ikke akkurat nå. Prøv igjen om litt.',
    )
    expect(text(answered(502, '<html/>', html))).toMatch(/^Kinoklubben har en feil hos seg/)
    expect(text(answered(503, 'Service Unavailable', { 'retry-after': '30' }))).toBe(
      'Kinoklubben har mye å gjøre akkurat nå. Prøv igjen om 30 sekunder.',
    )
    expect(text(answered(429, '', { 'retry-after': '900' }))).toBe(
      'For mange forsøk på kort tid. Vent 15 minutter og prøv igjen.',
    )
    expect(text(new UnreadableAnswer(200, 'x'))).toMatch(/^Vi forstod ikke svaret/)
    expect(text(answered(401, '', {}), true)).toBe(
      'Innloggingen din har gått ut. Logg inn på nytt.',
    )
  })
})
