// In an editor's preview, the pages that show a planned record, each with its times, so
// that the preview's bar (rebuild-hook/routes/preview-routes.mjs) says on each page when it comes
// out or goes down. Only a preview writes it: a planned record is not out.
import type { SiteBuild } from '../build-site'
import type { Planned } from '../resolve/publication'

export const PREVIEW_PLANNED_FILE = 'preview-planned.json'

/** { "/kinodagen": { publishAt, unpublishAt } } for each page of a planned page or article. */
export const previewPlanned = ({ content, routes, links }: SiteBuild) => {
  const marks: Record<string, Planned> = {}
  const mark = (path: string | undefined, { publishAt, unpublishAt }: Planned) => {
    if (path && (publishAt || unpublishAt)) marks[path] = { publishAt, unpublishAt }
  }
  for (const { page } of content.pages)
    for (const route of routes) if (route.pageId === page.id) mark(route.path, page)
  for (const { article } of content.articles) mark(links.pathOf('article', article.id), article)
  return marks
}
