import eventsSlice, { eventsActions as a } from '../slice'

const reduce = eventsSlice.reducer

describe('events slice', () => {
  it('appends requested ids and received events', () => {
    let state = reduce(undefined, a.eventsRequested(['1', '2']))
    state = reduce(state, a.eventsRequested(['3']))
    state = reduce(state, a.eventsReceived([{ id: '1' }, { id: '2' }]))
    state = reduce(state, a.eventsReceived([{ id: '3', seatsLeft: 4 }]))
    expect(state).toEqual({
      requested: ['1', '2', '3'],
      items: [{ id: '1' }, { id: '2' }, { id: '3', seatsLeft: 4 }],
    })
  })
})
