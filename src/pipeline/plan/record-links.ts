// Where each record is shown on the site, read off the routes the planner made from the
// page records (/:production, /:culture, /article/:article, or whatever content says).
// Cards, schedule lines, the search index, calendar files and JSON-LD all link through
// this, so a route changed in content moves every link to it.
import type { Model } from '../../contract/records/content'

export type RecordLinks = {
  /** The path of the page that shows the record, if any page does. */
  pathOf: (model: Model, id: string) => string | undefined
  /** Its page in the site's own language (Norwegian), which names what belongs to the
   * record whatever the language: a film's calendar. */
  homePathOf: (model: Model, id: string) => string | undefined
}

export const recordLinks = (
  shown: { model: Model; id: string; path: string }[],
  home?: RecordLinks,
): RecordLinks => {
  const paths = new Map<string, string>()
  // The first page record that shows a record is its page.
  for (const { model, id, path } of shown)
    if (!paths.has(`${model}:${id}`)) paths.set(`${model}:${id}`, path)
  const pathOf = (model: Model, id: string) => paths.get(`${model}:${id}`)
  return { pathOf, homePathOf: home?.pathOf ?? pathOf }
}

export const NO_LINKS: RecordLinks = { pathOf: () => undefined, homePathOf: () => undefined }

/** A path on the site as an absolute URL (Open Graph, JSON-LD, calendars need them); other URLs as they are. */
export const absoluteUrl = (siteUrl: string, url: string) =>
  url.startsWith('/') ? `${siteUrl}${url}` : url
