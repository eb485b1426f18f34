// What a visitor reads on each page of a release, from the records the pages are planned
// from (not from their HTML): each page's title and text, each article's, each film's and
// production's title. The rebuild hook keeps it with the release and compares it with the
// release before (rebuild-hook/publishing/release-changes.mjs): which pages appear, disappear or
// change, and how their text changed. Written outside public/ (BUILD_RECORDS_FILE).
import type { PlannedBlock, PlannedRoute } from '../../contract'
import type { SiteBuild } from '../build-site'
import { stripHtml } from '../validate/text'

export type ReleaseRecord = {
  path: string
  kind: 'page' | 'article' | 'production'
  title: string
  text: string
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const propsOf = (block: PlannedBlock) => block.props as Record<string, unknown>

/** The text an editor wrote on a page: its title's lead and its content blocks. */
const pageText = (route: PlannedRoute) =>
  squash(
    route.blocks
      .map((block) => {
        const props = propsOf(block)
        if (block.component === 'Title') return text(props.lead)
        if (block.component === 'Content') return stripHtml(text(props.html))
        return ''
      })
      .join(' '),
  )

export const releaseRecords = ({ content, routes, links }: SiteBuild): ReleaseRecord[] => {
  // A page record with a parameter (/:production, /article/:article) is a template: its
  // routes are the records' own pages, listed below as theirs.
  const templates = new Set(
    content.pages.filter(({ page }) => page.path.includes(':')).map(({ page }) => page.id),
  )
  const pages = routes
    .filter((route) => !templates.has(route.pageId))
    .map((route): ReleaseRecord => {
      const title = route.blocks.find((b) => b.component === 'Title')
      return {
        path: route.path,
        kind: 'page',
        title: squash(text(title && propsOf(title).text) || route.meta.title),
        text: pageText(route),
      }
    })
  const articles = content.articles.flatMap(({ article }): ReleaseRecord[] => {
    const path = links.pathOf('article', article.id)
    return path
      ? [{ path, kind: 'article', title: article.title, text: squash(stripHtml(article.content)) }]
      : []
  })
  const productions = content.programme.productions.flatMap((p): ReleaseRecord[] => {
    const path = links.pathOf('production', p.id)
    return path ? [{ path, kind: 'production', title: p.title, text: '' }] : []
  })
  return [...pages, ...articles, ...productions].sort((a, b) => a.path.localeCompare(b.path))
}
