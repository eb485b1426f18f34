import { sessionActions } from '../../../session/session'
import { createStore } from '../configure-store'
import { featureSagas } from '../root-saga'
import { startSagas } from '../start-sagas'

describe('startSagas', () => {
  it('with a schedule, starts one feature saga per step and hands over the waiting actions in the last', () => {
    const store = createStore()
    // Dispatched before the sagas run, as gatsby-browser does after hydration.
    store.dispatch(sessionActions.profileRequested())
    const pending: (() => void)[] = []
    startSagas(store, (step) => pending.push(step))

    let steps = 0
    while (pending.length > 0) {
      // One step at a time: the next is scheduled only once this one has run.
      expect(pending).toHaveLength(1)
      expect(store.getState().session.profileStatus).toBe('pending')
      pending.shift()!()
      steps += 1
    }
    expect(steps).toBe(featureSagas.length + 1)
    // The user saga has read the (empty) stored profile: the visitor is anonymous.
    expect(store.getState().session).toMatchObject({
      userProfile: null,
      profileStatus: 'succeeded',
    })
  })

  it('without a schedule, runs at once, so that the next action reaches the sagas', () => {
    const store = createStore()
    startSagas(store)
    store.dispatch(sessionActions.profileRequested())
    expect(store.getState().session.profileStatus).toBe('succeeded')
  })
})
