// Which records pass the visitor's filter, as the filter form (loaded after hydration)
// publishes it for the lists on the page to hide by.
import { useSyncExternalStore } from 'react'

/** Whether a record with these facets passes the visitor's filter; null without a filter,
 * or while the form's code has not arrived (the head script has applied the filter). */
export type Passes = ((facets: string | undefined) => boolean) | null

let passes: Passes = null
const listeners = new Set<() => void>()

export const publishFilter = (next: Passes) => {
  passes = next
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const useFilterPasses = (): Passes =>
  useSyncExternalStore(
    subscribe,
    () => passes,
    () => null,
  )
