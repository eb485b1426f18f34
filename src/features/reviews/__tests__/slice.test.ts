import reviewsSlice, { reviewsActions as a } from '../slice'

const reduce = reviewsSlice.reducer
const review = { id: 'r1', comment: 'Flott!' } as never

describe('reviews slice', () => {
  it('is pending while a film’s reviews load, then holds them', () => {
    const asked = reduce(undefined, a.reviewsRequested({ ediNumber: '1' }))
    expect(asked.status).toBe('pending')
    expect(reduce(asked, a.reviewsReceived([review]))).toMatchObject({
      items: [review],
      status: 'succeeded',
    })
  })
})
