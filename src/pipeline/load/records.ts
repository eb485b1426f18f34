// The shape in which records arrive from any content source (local files or remote APIs):
// each record together with the file (or URL) it came from, for error messages.
export type Located<T = unknown> = { file: string; data: T }

export type RawContent = {
  site: Located
  menus: Located
  footer: Located
  redirects: Located
  pages: Located[]
  articles: Located[]
  productions: Located
  events: Located
  /** The price lists and supplements; a platform that gives none leaves it out. */
  prices?: Located
}
