// The request -> success | failure shape that tickets, reviews and the watch list share
// (SPEC section 4): a request turns loading on; success stores the items and turns it
// off; failure stores the error response and turns it off.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { ApiError } from '../api-error'

export type ListState<T> = { items: T[]; loading: boolean; error: ApiError | null }

// The reducers only move whole items, so they need not know their type inside the draft.
type AnyListDraft = { items: unknown[]; loading: boolean; error: ApiError | null }

export const initialListState = <T>(): ListState<T> => ({ items: [], loading: false, error: null })

export const listReducers = <T>() => ({
  requested: (state: AnyListDraft) => {
    state.loading = true
  },
  received: (state: AnyListDraft, action: PayloadAction<T[]>) => {
    state.items = action.payload
    state.loading = false
    state.error = null
  },
  failed: (state: AnyListDraft, action: PayloadAction<ApiError>) => {
    state.error = action.payload
    state.loading = false
  },
})
