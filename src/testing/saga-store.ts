// A whole store with its sagas running, for tests of a feature's calls end to end (the
// partner answered by msw), and a way to wait until its state gets somewhere.
import { createStore, type AppStore, type RootState } from '../app/store/configure-store'
import { startSagas } from '../app/store/start-sagas'
import { WAIT_LIMIT_MS } from './wait-limit'

export type { AppStore, RootState }

const running: (() => void)[] = []

// A test's sagas end with it: one left running (a member's idle watcher, listening to the
// window) would act on the next test's storage.
afterEach(() => running.splice(0).forEach((stop) => stop()))

export const startedStore = () => {
  const store = createStore()
  running.push(startSagas(store).stop)
  return store
}

export const until = (store: AppStore, ready: (state: RootState) => boolean) =>
  new Promise<RootState>((resolve, reject) => {
    if (ready(store.getState())) return resolve(store.getState())
    const timer = setTimeout(() => reject(new Error('state never got there')), WAIT_LIMIT_MS)
    const stop = store.subscribe(() => {
      if (!ready(store.getState())) return
      clearTimeout(timer)
      stop()
      resolve(store.getState())
    })
  })

/** Lets requests that change nothing visible in the state finish. */
export const settleRequests = () => new Promise((resolve) => setTimeout(resolve, 50))
