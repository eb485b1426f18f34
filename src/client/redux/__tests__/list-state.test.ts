import { createSlice } from '@reduxjs/toolkit'
import { apiError } from '../../../testing/api-errors'
import { initialListState, listReducers } from '../list-state'

const list = listReducers<{ id: string }>()
const slice = createSlice({
  name: 'things',
  initialState: initialListState<{ id: string }>(),
  reducers: {
    requested: list.requested,
    received: list.received,
    failed: list.failed,
    copyRestored: list.copyRestored,
  },
})
const reduce = slice.reducer
const a = slice.actions
const initial = reduce(undefined, { type: 'init' })
const error = apiError()

describe('a list fetched from the partner', () => {
  it('starts empty, not yet requested', () => {
    expect(initial).toEqual({ items: [], status: 'idle', error: null, updatedAt: null })
  })

  it('is pending on a request, then stores the items', () => {
    const asked = reduce(initial, a.requested())
    expect(asked.status).toBe('pending')
    expect(reduce(asked, a.received([{ id: 'x' }]))).toEqual({
      items: [{ id: 'x' }],
      status: 'succeeded',
      error: null,
      updatedAt: expect.any(Number),
    })
  })

  it('stores the error response on failure, keeping the items it had', () => {
    const had = reduce(initial, a.received([{ id: 'x' }]))
    expect(reduce(reduce(had, a.requested()), a.failed(error))).toEqual({
      items: [{ id: 'x' }],
      status: 'failed',
      error,
      updatedAt: had.updatedAt,
    })
  })

  it('shows a copy kept on the device with the time it was fetched, leaving the status', () => {
    const asked = reduce(initial, a.requested())
    expect(reduce(asked, a.copyRestored({ items: [{ id: 'y' }], at: 1700000000000 }))).toEqual({
      items: [{ id: 'y' }],
      status: 'pending',
      error: null,
      updatedAt: 1700000000000,
    })
  })
})
