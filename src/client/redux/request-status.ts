import type { ApiError } from '../api-error'
// The state of one request, as redux-essentials keeps it: each operation has its own, so
// that loading one thing never makes another look busy.
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

export const isPending = (status: RequestStatus | undefined) => status === 'pending'

/** One request's state: where it is, and what went wrong the last time it failed. */
export type RequestState = { status: RequestStatus; error: ApiError | null }

export const idleRequest: RequestState = { status: 'idle', error: null }
