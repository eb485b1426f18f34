// The watch list as its components and sagas read it; apart from the slice, so that these
// load with the member code and not on every page with the store.
import type { WithWatchList } from './slice'

export const selectWatchList = (state: WithWatchList) => state.watchList
export const selectDeviceList = (state: WithWatchList) => state.watchList.device
export const selectWatchListAsked = (state: WithWatchList) => state.watchList.status !== 'idle'
export const selectOnWatchList = (state: WithWatchList, movieId: string) =>
  state.watchList.items.some((m) => m.movieId === movieId)
export const selectOnDeviceList = (state: WithWatchList, movieId: string) =>
  state.watchList.device.items.some((m) => m.movieId === movieId)
export const selectAddingToWatchList = (state: WithWatchList, movieId: string) =>
  state.watchList.adding[movieId] === 'pending'
export const selectAddError = (state: WithWatchList, movieId: string) =>
  state.watchList.addErrors[movieId] ?? null
