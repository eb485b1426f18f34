// Records planned by the editors: each may say when it goes out (publishAt) and when it
// comes down (unpublishAt). The build takes the records whose window holds its clock, and
// says when the next window opens or closes, so that a build can be made at that minute
// (the rebuild hook's plan). A menu item in a group that is not out is not out either. An
// editor's preview keeps what is planned, each page of it marked (outputs/preview-planned.ts).
import type { Content } from '../validate/validate'

export type Planned = { publishAt?: string; unpublishAt?: string }

/** Whether a record is out at the instant: from publishAt (included) until unpublishAt. */
export const isOut = (record: Planned, now: Date): boolean => {
  const at = now.getTime()
  if (record.publishAt !== undefined && at < Date.parse(record.publishAt)) return false
  if (record.unpublishAt !== undefined && at >= Date.parse(record.unpublishAt)) return false
  return true
}

/** Whether a record is out at the instant or will be: a preview shows what is planned. */
const isOutOrPlanned = (record: Planned, now: Date): boolean =>
  record.unpublishAt === undefined || now.getTime() < Date.parse(record.unpublishAt)

/** The content as the site is at the instant: only the records that are out, and with
 * keepPlanned (an editor's preview) those planned to come out as well. */
export const withinPublication = (
  content: Content,
  now: Date,
  { keepPlanned = false }: { keepPlanned?: boolean } = {},
): Content => {
  const out = (record: Planned) => (keepPlanned ? isOutOrPlanned : isOut)(record, now)
  const groups = content.menus.filter((m) => m.parent === null && out(m)).map((m) => m.id)
  const menus = content.menus.filter(
    (m) => out(m) && (m.parent === null || groups.includes(m.parent)),
  )
  return {
    ...content,
    menus,
    footer: content.footer.filter(out),
    redirects: content.redirects.filter(out),
    pages: content.pages.filter(({ page }) => out(page)),
    articles: content.articles.filter(({ article }) => out(article)),
  }
}

export type PlannedChange = {
  /** The time as the record wrote it (with its offset). */
  at: string
  change: 'publish' | 'unpublish'
  kind: 'page' | 'article' | 'menu item' | 'footer block' | 'redirect'
  record: string
  /** What an editor calls the record (a page's or an article's title), where it has one. */
  title?: string
}

/** Every publish and withdraw time after the instant, soonest first. */
export const plannedChanges = (content: Content, now: Date): PlannedChange[] => {
  const records: (readonly [PlannedChange['kind'], string, Planned, string?])[] = [
    ...content.pages.map(({ page }) => ['page', page.id, page, page.title] as const),
    ...content.articles.map(
      ({ article }) => ['article', article.id, article, article.title] as const,
    ),
    ...content.menus.map((m) => ['menu item', m.id, m] as const),
    ...content.footer.map((f) => ['footer block', f.id, f] as const),
    ...content.redirects.map((r) => ['redirect', r.from, r] as const),
  ]
  const changes: PlannedChange[] = []
  for (const [kind, record, planned, title] of records) {
    const named = { kind, record, ...(title ? { title } : {}) }
    if (planned.publishAt !== undefined)
      changes.push({ at: planned.publishAt, change: 'publish', ...named })
    if (planned.unpublishAt !== undefined)
      changes.push({ at: planned.unpublishAt, change: 'unpublish', ...named })
  }
  return changes
    .filter((c) => Date.parse(c.at) > now.getTime())
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}
