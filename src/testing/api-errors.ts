// A failed partner call as state keeps it, for tests that need one (client/api-error.ts).
import type { ApiError } from '../client/api-error'

export const apiError = (over: Partial<ApiError> = {}): ApiError => ({
  kind: 'partner-fault',
  status: 500,
  message: '',
  call: 'GET tickets',
  at: '2026-11-23T07:00:00.000Z',
  detail: 'Request failed with status code 500',
  retryAfterSeconds: null,
  ...over,
})
