// The browser's one store for the visit, and the on-demand start of its sagas.
import { sessionActions } from '../../session/session'
import { createStore, type AppStore, type RootState } from './configure-store'

let store: AppStore | undefined
let initialState: RootState | undefined

export const browserStore = () => {
  if (!store) {
    store = createStore()
    initialState = store.getState()
  }
  return store
}

/**
 * The state the build rendered every page with (a fresh store's). Given to the Provider as
 * its server state, so that a block hydrating late (each is a Suspense boundary) is
 * matched against the HTML the build made, even if the state has moved on meanwhile (the
 * cookie choice read, a profile found); React then re-renders it with the current state.
 */
export const browserServerState = (): RootState => {
  browserStore()
  return initialState!
}

/**
 * Starts the member side after hydration: the stored profile is read then, not before, so
 * that the first render matches the HTML the build made for an anonymous visitor.
 */
export const startMemberArea = () => {
  const current = browserStore()
  current.dispatch(sessionActions.profileRequested())
  // The saga chunk (redux-saga, axios, the API calls) loads when the browser is idle, so
  // that it does not compete with the page's first paint and hydration; actions wait.
  const load = async () => {
    try {
      // Named, so that tests (and a look at the network panel) can tell it apart.
      const { startSagas } = await import(/* webpackChunkName: "member-sagas" */ './start-sagas')
      // Each saga starts in a task of its own, apart from evaluating the chunk and from
      // the calls waiting for them, so that none blocks a tap for long on a slow phone.
      startSagas(current, (step) => setTimeout(step, 0))
    } catch (error) {
      console.error('bundle loading error', error)
    }
  }
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(() => void load(), { timeout: 1500 })
  else setTimeout(() => void load(), 200)
}
