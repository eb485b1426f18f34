// The request -> success | failure shape that tickets, reviews and the watch list share
// (SPEC section 4): a request makes the list's status pending; success stores the items;
// failure stores the error response and keeps the last good items, so that a list whose
// refresh failed still shows what it had, with when that was.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../api-error'
import type { RequestStatus } from './request-status'

export type ListState<T> = {
  items: T[]
  status: RequestStatus
  error: ApiError | null
  /** When the items were last fetched from the partner (epoch ms), or null. */
  updatedAt: number | null
}

// The reducers only move whole items, so they need not know their type inside the draft.
type AnyListDraft = {
  items: unknown[]
  status: RequestStatus
  error: ApiError | null
  updatedAt: number | null
}

export const initialListState = <T>(): ListState<T> => ({
  items: [],
  status: 'idle',
  error: null,
  updatedAt: null,
})

/** A list as fetched, and when. */
export type Fetched<T> = { items: T[]; at: number }

export const listReducers = <T>() => ({
  requested: (state: AnyListDraft) => {
    state.status = 'pending'
  },
  received: (state: AnyListDraft, action: PayloadAction<T[]>) => {
    state.items = action.payload
    state.status = 'succeeded'
    state.error = null
    state.updatedAt = Date.now()
  },
  failed: (state: AnyListDraft, action: PayloadAction<ApiError>) => {
    state.error = action.payload
    state.status = 'failed'
  },
  /** The copy kept on this device, shown while the partner cannot give a fresh one. */
  copyRestored: (state: AnyListDraft, action: PayloadAction<Fetched<T>>) => {
    state.items = action.payload.items
    state.updatedAt = action.payload.at
  },
})
