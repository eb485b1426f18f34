import ticketsSlice, { ticketsActions as a } from '../slice'

const reduce = ticketsSlice.reducer
const error = { status: 503, message: 'Billettsystemet er nede.' }

describe('tickets slice', () => {
  it('is pending while the tickets load, and keeps the error of a failed load', () => {
    const asked = reduce(undefined, a.ticketsRequested())
    expect(asked.status).toBe('pending')
    expect(reduce(asked, a.ticketsFailed(error))).toMatchObject({ status: 'failed', error })
  })
})
