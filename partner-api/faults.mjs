// A partner that misbehaves on purpose, for the tests and the benchmark: the faults real
// back-ends and their proxies show on a premiere night. Each fault applies to one call,
// named by the partner's path (login, createUser, forgotPassword, switchTokensDx, tickets,
// watchlist, addMovieToWatchList, movieInfo, reviews, logout), 'events' (the runtime API)
// or 'ticketing-login'. Off unless set, by PARTNER_API_FAULTS at start or, when the server
// is made with faultSwitch (PARTNER_API_FAULT_SWITCH=1), through /__faults at run time.
//
// A fault is an object:
//   { kind: 'hang' }                     accepts the request and never answers
//   { kind: 'delay', ms }                answers as usual, ms later
//   { kind: 'status', status, body, retryAfter, message }
//                                        answers status with body 'html' (a proxy's error
//                                        page), 'text' (its reason phrase) or 'json'
//                                        ({ message }), and Retry-After when given
//   { kind: 'truncated' }                the usual answer, cut off in the middle
//   { kind: 'wrong-shape' }              the usual answer, wrapped in { result: … }
//   { kind: 'huge', bytes }              the usual answer in the right shape, made about
//                                        `bytes` long (30 MB unless given): a list's items
//                                        repeated, an object given a long extra field
//   { kind: 'reset' }                    closes the connection without an answer
// with `every: n` to fail only every n-th call (the others pass).
//
// With the switch on, a request may also carry faults of its own, in the partner-faults
// cookie (JSON of { call: fault }, URI-encoded) that a test sets on its own browser
// context: such a request meets those faults and none set for all, so tests that each
// want a partner failing its own way can share one stand-in at once.
// In PARTNER_API_FAULTS a fault is written call=kind[:arg[:arg]], comma-separated:
// login=hang, tickets=delay:3000, login=status:502:html, login=status:503:text:30,
// watchlist=truncated, reviews=wrong-shape, tickets=huge, addMovieToWatchList=reset.
import { httpError } from '../server-common/fastify-app.mjs'

const KINDS = ['hang', 'delay', 'status', 'truncated', 'wrong-shape', 'huge', 'reset']
const HUGE_BYTES = 30 * 1024 * 1024
const BODIES = ['html', 'text', 'json']
const REASONS = {
  400: 'Bad Request',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** Checks one fault, so that a typo in a test fails loudly instead of testing nothing. */
export const checkFault = (fault) => {
  if (!fault || typeof fault !== 'object' || !KINDS.includes(fault.kind))
    throw httpError(400, `Ukjent feil: ${JSON.stringify(fault)}. Bruk en av ${KINDS}.`)
  if (fault.kind === 'delay' && !(Number.isInteger(fault.ms) && fault.ms >= 0))
    throw httpError(400, 'delay trenger ms (et heltall).')
  if (fault.kind === 'status') {
    if (!(Number.isInteger(fault.status) && fault.status >= 400 && fault.status < 600))
      throw httpError(400, 'status trenger en status fra 400 til 599.')
    if (!BODIES.includes(fault.body ?? 'html'))
      throw httpError(400, `body må være en av ${BODIES}.`)
  }
  if (
    fault.kind === 'huge' &&
    fault.bytes !== undefined &&
    !(Number.isInteger(fault.bytes) && fault.bytes > 0)
  )
    throw httpError(400, 'huge trenger bytes (et positivt heltall).')
  if (fault.every !== undefined && !(Number.isInteger(fault.every) && fault.every > 0))
    throw httpError(400, 'every må være et positivt heltall.')
  return fault
}

/** "login=status:503:text:30,tickets=hang" -> { login: {...}, tickets: {...} } */
export const parseFaults = (text = '') =>
  Object.fromEntries(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [call, spec = ''] = part.split('=')
        const [kind, a, b, c] = spec.split(':')
        const fault =
          kind === 'delay'
            ? { kind, ms: Number(a) }
            : kind === 'status'
              ? { kind, status: Number(a), body: b || 'html', retryAfter: c }
              : { kind }
        return [call.trim(), checkFault(fault)]
      }),
  )

const errorBody = (fault) => {
  const reason = REASONS[fault.status] ?? 'Error'
  if (fault.body === 'text') return ['text/plain; charset=utf-8', reason]
  if (fault.body === 'json')
    return ['application/json; charset=utf-8', JSON.stringify({ message: fault.message ?? reason })]
  return [
    'text/html; charset=utf-8',
    `<html><body><h1>${fault.status} ${reason}</h1></body></html>`,
  ]
}

/** A JSON answer of the same shape, about `bytes` long. */
const huge = (payload, bytes) => {
  let value
  try {
    value = JSON.parse(payload)
  } catch {
    return payload
  }
  if (Array.isArray(value) && value.length > 0) {
    const items = value.map((item) => JSON.stringify(item)).join(',')
    const copies = Math.max(1, Math.ceil(bytes / (items.length + 1)))
    return `[${Array(copies).fill(items).join(',')}]`
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    return JSON.stringify({ ...value, Padding: 'x'.repeat(bytes) })
  return payload
}

/** The cookie a request carries its own faults in. */
export const FAULT_COOKIE = 'partner-faults'

/** The faults in a partner-faults cookie's value, each checked. */
const ownFaults = (value) => {
  let parsed
  try {
    parsed = JSON.parse(decodeURIComponent(value))
  } catch {
    throw httpError(400, `${FAULT_COOKIE} er ikke JSON.`)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw httpError(400, `${FAULT_COOKIE} må være et objekt: { kall: feil }.`)
  for (const fault of Object.values(parsed)) checkFault(fault)
  return parsed
}

/** A URI-encoded partner-faults value: what a test's fixture sets as the cookie. */
export const faultCookieValue = (faults) => encodeURIComponent(JSON.stringify(faults))

export const createFaults = (initial = {}, { perRequest = false } = {}) => {
  let faults = { ...initial }
  const seen = {}

  /** Sets or clears faults (null clears one call's). */
  const set = (changes) => {
    for (const [call, fault] of Object.entries(changes)) {
      if (fault === null) delete faults[call]
      else faults[call] = checkFault(fault)
      seen[call] = 0
    }
  }
  const clear = () => {
    faults = {}
  }

  /** Applies the call's fault, if any, as a Fastify preHandler: answers for the partner
   * (or never, or by cutting the connection), waits, or marks the answer for rewrite(). */
  const apply = async (call, request, reply) => {
    const own = perRequest ? request.cookies?.[FAULT_COOKIE] : undefined
    const fault = own === undefined ? faults[call] : ownFaults(own)[call]
    if (!fault) return
    // Counted apart for each set of a request's own faults, as they are set apart.
    const counter = own === undefined ? call : `${own} ${call}`
    seen[counter] = (seen[counter] ?? 0) + 1
    if (fault.every && seen[counter] % fault.every !== 0) return
    switch (fault.kind) {
      case 'hang':
        // Taken out of Fastify's hands and never answered; closing the server ends it.
        reply.hijack()
        return reply
      case 'reset':
        reply.hijack()
        request.raw.socket.destroy()
        return reply
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms))
        return
      case 'status': {
        const [type, body] = errorBody(fault)
        return reply
          .code(fault.status)
          .headers({
            'Content-Type': type,
            'Cache-Control': 'no-store',
            ...(fault.retryAfter ? { 'Retry-After': String(fault.retryAfter) } : {}),
          })
          .send(body)
      }
      case 'truncated':
      case 'wrong-shape':
      case 'huge':
        request.fault = fault
    }
  }

  /** The usual answer, changed on its way out (an onSend hook): cut in half, or wrapped in
   * another object. */
  const rewrite = (request, payload) => {
    const kind = request.fault?.kind
    if (kind === 'truncated') {
      const text = payload === undefined ? '' : String(payload)
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)))
    }
    if (kind === 'wrong-shape') return `{"result":${payload || 'null'}}`
    if (kind === 'huge') return huge(String(payload ?? ''), request.fault.bytes ?? HUGE_BYTES)
    return payload
  }

  return { set, clear, apply, rewrite, list: () => ({ ...faults }) }
}
