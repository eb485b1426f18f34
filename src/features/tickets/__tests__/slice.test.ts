import { apiError } from '../../../testing/api-errors'
import ticketsSlice, { ticketsActions as a } from '../slice'

const reduce = ticketsSlice.reducer
const error = apiError({ status: 503 })

describe('tickets slice', () => {
  it('is pending while the tickets load, and keeps the error of a failed load', () => {
    const asked = reduce(undefined, a.ticketsRequested())
    expect(asked.status).toBe('pending')
    expect(reduce(asked, a.ticketsFailed(error))).toMatchObject({ status: 'failed', error })
  })
})
