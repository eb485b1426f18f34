/** @jest-environment node */
// The build renders every page with a fresh store and no window: nothing may touch
// localStorage or the network there.
import { readProfile } from '../../features/user/profile-storage'
import { userActions } from '../../features/user/slice'
import { createStore } from '../configure-store'

describe('store during the build', () => {
  it('is created without sagas and works without window', () => {
    const store = createStore()
    store.dispatch(userActions.errorCleared())
    expect(store.getState().user.userProfile).toBeNull()
    expect(readProfile()).toBeNull()
  })
})
