// The store's saga middleware, split in two so that public pages need not download
// redux-saga, axios and the API code before they are interactive. This half lives in the
// store from the start: it passes every action on to the sagas, as redux-saga's own
// middleware does, and keeps the actions dispatched before the sagas have loaded so that
// they see them once they start (a login pressed early is not lost).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit'

export type SagaInput = (action: UnknownAction) => void

export const createSagaBridge = () => {
  let toSagas: SagaInput | null = null
  const early: UnknownAction[] = []

  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action)
    if (toSagas) toSagas(action as UnknownAction)
    else early.push(action as UnknownAction)
    return result
  }

  /** Called once the sagas run; hands them what they missed, then every new action. */
  const connect = (input: SagaInput) => {
    if (toSagas) throw new Error('The sagas are already running on this store.')
    toSagas = input
    early.splice(0).forEach(input)
  }

  return { middleware, connect }
}
