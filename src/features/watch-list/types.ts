/**
 * A film on the watch list. The SPEC names only the movie id; the partner's entries also
 * carry the film's title, poster, film number and page, and the device list keeps them too.
 */
export type WatchListMovie = {
  movieId: string
  title?: string
  ediNumber?: string
  link?: string
} & Record<string, unknown>
