// A failed call as the member area keeps it in Redux state (SPEC section 8): serialisable,
// with the server's own message when it sent one, else axios' ("Network Error",
// "timeout of 1000ms exceeded").
import { isAxiosError } from 'axios'

export type ApiError = { status: number | null; message: string }

/** The error message a server put in a body, if it put one there. */
export const serverMessage = (data: unknown): string | null => {
  if (typeof data === 'string' && data.trim()) return data.trim()
  if (data && typeof data === 'object') {
    for (const key of ['message', 'Message', 'error', 'Error']) {
      const value = (data as Record<string, unknown>)[key]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
  }
  return null
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

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof FailedAnswer) return { status: error.status, message: error.message }
  if (isAxiosError(error)) {
    return {
      status: error.response?.status ?? null,
      message: serverMessage(error.response?.data) ?? error.message,
    }
  }
  return { status: null, message: error instanceof Error ? error.message : String(error) }
}

/** What an API function gives a saga: the answer or the error, never a throw. */
export type ApiResult<T> =
  { response: T; error?: undefined } | { response?: undefined; error: ApiError }

export const settle = async <T>(call: Promise<T>): Promise<ApiResult<T>> => {
  try {
    return { response: await call }
  } catch (error) {
    return { error: toApiError(error) }
  }
}
