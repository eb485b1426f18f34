// The saga half of the store (see saga-bridge.ts). Loaded on demand in the browser; it
// brings redux-saga, the API calls and axios with it.
import { runSaga, stdChannel } from 'redux-saga'
import type { AppStore } from './configure-store'
import { rootSaga } from './root-saga'

export const startSagas = (store: AppStore) => {
  const channel = stdChannel()
  const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, rootSaga)
  store.connectSagas(channel.put)
  return task
}
