// Renders UI inside a store, as wrapRootElement does on the site. Sagas run only when a
// test asks for them (they call the partner API, which msw answers).
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { createStore, type AppStore } from '../app/store/configure-store'
import { startSagas } from '../app/store/start-sagas'

const running: (() => void)[] = []
// A test's sagas end with it (see saga-store.ts).
afterEach(() => running.splice(0).forEach((stop) => stop()))

type Options = RenderOptions & { store?: AppStore; withSagas?: boolean }

export const renderWithStore = (
  ui: ReactElement,
  { store = createStore(), withSagas = false, ...options }: Options = {},
) => {
  if (withSagas) running.push(startSagas(store).stop)
  return { store, ...render(<Provider store={store}>{ui}</Provider>, options) }
}
