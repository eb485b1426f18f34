import { ticketsActions } from '../../tickets/slice'
import ticketsSlice from '../../tickets/slice'
import reviewsSlice, { reviewsActions } from '../slice'

const error = { status: 500, message: 'Noe gikk galt' }

// Reviews and tickets share one shape: items, loading, error.
describe.each([
  [
    'reviews',
    reviewsSlice.reducer,
    reviewsActions.reviewsRequested({ ediNumber: '1' }),
    reviewsActions.reviewsReceived,
    reviewsActions.reviewsFailed,
  ],
  [
    'tickets',
    ticketsSlice.reducer,
    ticketsActions.ticketsRequested(),
    ticketsActions.ticketsReceived,
    ticketsActions.ticketsFailed,
  ],
] as const)('%s slice', (_name, reducer, requested, received, failed) => {
  const reduce = reducer as (state: any, action: any) => any
  const initial = reduce(undefined, { type: 'init' })

  it('starts empty', () => {
    expect(initial).toEqual({ items: [], loading: false, error: null })
  })

  it('sets loading on a request, then stores the items and clears loading', () => {
    const asked = reduce(initial, requested)
    expect(asked.loading).toBe(true)
    const items = [{ id: 'x' }] as never[]
    expect(reduce(asked, (received as (p: unknown) => unknown)(items))).toEqual({
      items,
      loading: false,
      error: null,
    })
  })

  it('stores the error response and clears loading on failure', () => {
    expect(reduce(reduce(initial, requested), failed(error))).toEqual({
      items: [],
      loading: false,
      error,
    })
  })
})
