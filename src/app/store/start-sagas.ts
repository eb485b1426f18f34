// The saga half of the store (see saga-bridge.ts). Loaded on demand in the browser; it
// brings redux-saga, the API calls and axios with it.
import { runSaga, stdChannel, type Task } from 'redux-saga'
import type { AppStore } from './configure-store'
import { featureSagas } from './root-saga'

/** Runs a step of the start now or later. */
export type Schedule = (step: () => void) => void

const atOnce: Schedule = (step) => step()

/**
 * Starts each feature's saga, then hands them the actions dispatched before they ran (a
 * login pressed early) and every action after. With a schedule such as setTimeout, each
 * of those steps is a task of its own: done in one task, they took 11–21 ms on this
 * machine's desktop CPU, which on a phone four times slower blocks a tap for over 50 ms
 * (docs/performance.md, «Against the floor»).
 */
export const startSagas = (store: AppStore, schedule: Schedule = atOnce) => {
  const channel = stdChannel()
  const env = { channel, dispatch: store.dispatch, getState: store.getState }
  const tasks: Task[] = []
  const steps = [
    ...featureSagas.map((saga) => () => void tasks.push(runSaga(env, saga))),
    () => store.connectSagas(channel.put),
  ]
  const run = (next: number) => {
    const step = steps[next]
    if (step)
      schedule(() => {
        step()
        run(next + 1)
      })
  }
  run(0)
  /** Stops every saga (a test's store, before the next test's). */
  return { stop: () => tasks.forEach((task) => task.cancel()) }
}
