// The request -> success | failure shape that tickets, reviews and the watch list share
// (SPEC section 4): a request makes the list's status pending; success stores the items;
// failure stores the error response.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../api-error'
import type { RequestStatus } from './request-status'

export type ListState<T> = { items: T[]; status: RequestStatus; error: ApiError | null }

// The reducers only move whole items, so they need not know their type inside the draft.
type AnyListDraft = { items: unknown[]; status: RequestStatus; error: ApiError | null }

export const initialListState = <T>(): ListState<T> => ({ items: [], status: 'idle', error: null })

export const listReducers = <T>() => ({
  requested: (state: AnyListDraft) => {
    state.status = 'pending'
  },
  received: (state: AnyListDraft, action: PayloadAction<T[]>) => {
    state.items = action.payload
    state.status = 'succeeded'
    state.error = null
  },
  failed: (state: AnyListDraft, action: PayloadAction<ApiError>) => {
    state.error = action.payload
    state.status = 'failed'
  },
})
