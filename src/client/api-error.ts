// A failed partner call as the member area keeps it in Redux state (SPEC section 8):
// serialisable, classified by what happened, and with the partner's own message only when
// it came in the documented JSON error shape ({ "message": "…" }, or "Message") as plain
// text. Whatever
// else the partner or a proxy sent (an HTML error page, a stack trace, "Service
// Unavailable") stays out of the member's sight; the technical detail goes to `detail`,
// which the member can pass on to customer service.
import { isAxiosError, isCancel, type AxiosError } from 'axios'
import { AnswerTooLarge } from '../lib/api-client'
import { retryAfterMs } from '../lib/retry-policy'

export type FailureKind =
  /** No answer at all: no network, a reset connection, a refused CORS answer. */
  | 'unreachable'
  /** No answer within the call's deadline. */
  | 'timeout'
  /** A 5xx, or an error page instead of the partner's answer. */
  | 'partner-fault'
  /** Too many requests (429), or the partner asked us to come back later (503 with a wait). */
  | 'busy'
  /** A 2xx answer that is not JSON, is cut off or has the wrong shape. */
  | 'unreadable'
  /** An answer larger than the call takes (src/client/answer-limits.ts), stopped unread. */
  | 'too-large'
  /** A call that needs the member's session got 401. */
  | 'session-ended'
  /** The partner said no (4xx), with or without a message of its own. */
  | 'refused'

export type ApiError = {
  kind: FailureKind
  status: number | null
  /** The partner's own message, fit to show; empty when it sent none. */
  message: string
  /** Which call failed (for customer service). */
  call: string
  /** When it failed, ISO 8601. */
  at: string
  /** The technical detail: axios' wording ("Network Error", "timeout of 10000ms
   * exceeded"), the status and content type, or where the answer did not fit. */
  detail: string
  /** How long the partner asked us to wait, when it said. */
  retryAfterSeconds: number | null
}

/** A 2xx answer that could not be used: not JSON, cut off, or of the wrong shape. */
export class UnreadableAnswer extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail)
  }
}

/** A 2xx answer whose body says the call failed (the partner does this for some calls). */
export class FailedAnswer extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

// English reason phrases that some servers and proxies put where a message would go.
const REASON_PHRASES =
  /^(bad request|unauthorized|forbidden|not found|method not allowed|request timeout|conflict|gone|payload too large|unsupported media type|unprocessable (entity|content)|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway timeout)\.?$/i

/** A message a member may read: one short line of prose, no markup, code or reason phrase. */
export const isPlainMessage = (text: string) =>
  text.length > 0 &&
  text.length <= 300 &&
  !/[<>{}[\]\n\r\t]/.test(text) &&
  !/\bat \S+ \(|\b\w*(Error|Exception)\b:/.test(text) &&
  !REASON_PHRASES.test(text)

/** The partner's message from its documented JSON error shape, if it is fit to show. */
export const partnerMessage = (data: unknown, contentType: unknown): string | null => {
  if (!String(contentType ?? '').includes('json')) return null
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  // The stand-in writes message; a partner of the PascalCase kind (SPEC section 3) Message.
  const { message, Message } = data as Record<string, unknown>
  const value = message ?? Message
  if (typeof value !== 'string') return null
  const text = value.trim()
  return isPlainMessage(text) ? text : null
}

const kindOfStatus = (status: number, waitMs: number | null, sessionCall: boolean) => {
  if (status === 401 && sessionCall) return 'session-ended'
  if (status === 429 || (status === 503 && waitMs !== null)) return 'busy'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'partner-fault'
  return 'refused'
}

const fromAxios = (error: AxiosError, sessionCall: boolean) => {
  const { response } = error
  if (!response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
    return { kind: timedOut ? 'timeout' : 'unreachable', status: null, message: '' } as const
  }
  const contentType = response.headers?.['content-type']
  const waitMs = retryAfterMs(response.headers?.['retry-after'], Date.now())
  const kind = kindOfStatus(response.status, waitMs, sessionCall)
  // Only a refusal or a 429 may carry words of the partner's; a 5xx's never reach a member.
  const own =
    kind === 'refused' || response.status === 429
      ? partnerMessage(response.data, contentType)
      : null
  return {
    kind,
    status: response.status,
    message: own ?? '',
    retryAfterSeconds: waitMs === null ? null : Math.ceil(waitMs / 1000),
    detail: contentType ? `${error.message} (${String(contentType)})` : error.message,
  } as const
}

/** axios's own limit, in Node (the tests' adapter), reports this way. */
const isOverNodeLimit = (error: unknown) =>
  isAxiosError(error) && /maxContentLength size of \d+ exceeded/.test(error.message)

export const toApiError = (error: unknown, call: string, sessionCall = false): ApiError => {
  const base = { call, at: new Date().toISOString(), retryAfterSeconds: null }
  if (error instanceof AnswerTooLarge || isOverNodeLimit(error))
    return {
      ...base,
      kind: 'too-large',
      status: null,
      message: '',
      detail: error instanceof Error ? error.message : '',
    }
  if (error instanceof UnreadableAnswer)
    return { ...base, kind: 'unreadable', status: error.status, message: '', detail: error.message }
  if (error instanceof FailedAnswer)
    return { ...base, kind: 'refused', status: error.status, message: error.message, detail: '' }
  if (isAxiosError(error) && !isCancel(error))
    return { ...base, detail: error.message, ...fromAxios(error, sessionCall) }
  const detail = error instanceof Error ? error.message : String(error)
  return { ...base, kind: 'unreachable', status: null, message: '', detail }
}

/** What an API function gives a saga: the answer or the error, never a throw. */
export type ApiResult<T> =
  { response: T; error?: undefined } | { response?: undefined; error: ApiError }

export type CallInfo = {
  /** The call's name as customer service knows it: the partner's path. */
  call: string
  /** The call needs the member's session, so a 401 means it has ended. */
  session?: boolean
}

export const settle = async <T>(
  { call, session = false }: CallInfo,
  request: Promise<T>,
): Promise<ApiResult<T>> => {
  try {
    return { response: await request }
  } catch (error) {
    return { error: toApiError(error, call, session) }
  }
}
