// The watch list an anonymous visitor keeps in this browser. They asked for it by pressing
// the button, so it needs no consent (the cookie article says so). It is read and written
// whole each time, so that two tabs adding films do not undo each other.
import { localStore } from '../../client/local-storage'
import type { WatchListMovie } from './types'

export const DEVICE_LIST_KEY = 'cw-watch-list'

const isMovie = (value: unknown): value is WatchListMovie =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WatchListMovie).movieId === 'string' &&
  (value as WatchListMovie).movieId !== ''

/** The list on this device; anything unreadable counts as no list. */
export const readDeviceList = (): WatchListMovie[] => {
  try {
    const stored: unknown = JSON.parse(localStore()?.getItem(DEVICE_LIST_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isMovie) : []
  } catch {
    return []
  }
}

export const writeDeviceList = (items: WatchListMovie[]) => {
  try {
    if (items.length === 0) localStore()?.removeItem(DEVICE_LIST_KEY)
    else localStore()?.setItem(DEVICE_LIST_KEY, JSON.stringify(items))
  } catch {
    // full or disabled: the list lasts as long as the page
  }
}
