/** @jest-environment node */
// The build renders every page with a fresh store and no window: nothing may touch
// localStorage or the network there, so the store must come without its sagas.
import { sessionActions } from '../../../session/session'
import { readProfile } from '../../../session/session-storage'
import { userActions } from '../../../features/user/slice'
import { createStore } from '../configure-store'

// If the store brought redux-saga with it, importing it would fail here.
jest.mock('redux-saga', () => {
  throw new Error('redux-saga was loaded with the store')
})

describe('store during the build', () => {
  it('is created without sagas: a request is kept for later, not carried out', () => {
    const store = createStore()
    store.dispatch(sessionActions.profileRequested())
    store.dispatch(userActions.loginRequested({ email: 'kari@example.no', password: 'x' }))
    expect(store.getState().session).toMatchObject({ userProfile: null, profileStatus: 'pending' })
    expect(store.getState().user.login.status).toBe('pending')
  })

  it('reads no profile without a window', () => {
    expect(readProfile()).toBeNull()
  })
})
