// The browser's one store for the visit, and the on-demand start of its sagas.
import { userActions } from '../features/user/slice'
import { createStore, type AppStore } from './configure-store'

let store: AppStore | undefined

export const browserStore = () => (store ??= createStore())

/**
 * Starts the member side after hydration: the stored profile is read then, not before, so
 * that the first render matches the HTML the build made for an anonymous visitor.
 */
export const startMemberArea = async () => {
  const current = browserStore()
  current.dispatch(userActions.profileRequested())
  try {
    const { startSagas } = await import('./start-sagas')
    startSagas(current)
  } catch (error) {
    console.error('bundle loading error', error)
  }
}
