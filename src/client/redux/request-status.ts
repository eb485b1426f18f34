// The state of one request, as redux-essentials keeps it: each operation has its own, so
// that loading one thing never makes another look busy.
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

export const isPending = (status: RequestStatus | undefined) => status === 'pending'
