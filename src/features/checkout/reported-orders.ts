// Orders already reported to analytics from this browser, so that reloading the return
// page (or coming back to it) never counts a purchase twice.
import { localStore } from '../../client/local-storage'

export const REPORTED_ORDERS_KEY = 'cw-reported-orders'
const KEEP = 50

const read = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStore()?.getItem(REPORTED_ORDERS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** True the first time an order is seen here; it is remembered from then on. */
export const firstTimeSeen = (orderId: string): boolean => {
  const seen = read()
  if (seen.includes(orderId)) return false
  try {
    localStore()?.setItem(REPORTED_ORDERS_KEY, JSON.stringify([...seen, orderId].slice(-KEEP)))
  } catch {
    // storage full or off: the purchase is still reported this once
  }
  return true
}
