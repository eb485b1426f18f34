// Adding and removing a film by its movie id, for the store and for the device list alike.
// Apart from device-list.ts, so that the store (on every page) does not carry the storage
// code, which only the sagas need.
import type { WatchListMovie } from './types'

export const withMovie = (items: WatchListMovie[], movie: WatchListMovie) =>
  items.some((m) => m.movieId === movie.movieId) ? items : [...items, movie]

export const withoutMovie = (items: WatchListMovie[], movieId: string) =>
  items.filter((m) => m.movieId !== movieId)
