// Validates all content records: each against its schema, then the rules that span
// records (unique paths, block data references, regex filters, redirect loops, publish
// and withdraw times that make a window).
// Editor content must be right, so any fault fails the build; the programme is checked
// separately and leniently (see validate-programme.ts).
import { checkBlock } from './block-contract'
import { checkList, checkRecord } from './check-record'
import { ContentError, type ContentFault } from '../errors'
import type { RawContent } from '../load/records'
import {
  articleSchema,
  footerBlockSchema,
  menuItemSchema,
  pageSchema,
  redirectSchema,
  siteSchema,
  type Article,
  type FooterBlock,
  type MenuItem,
  type Page,
  type Redirect,
  type Site,
} from '../../contract/records/content'
import { publicationWindowFaults } from './publication-window'
import { validateProgramme, type Programme } from './validate-programme'

export type Content = {
  site: Site
  menus: MenuItem[]
  footer: FooterBlock[]
  redirects: Redirect[]
  pages: { file: string; page: Page }[]
  articles: { file: string; article: Article }[]
  programme: Programme
  warnings: string[]
  /** Where the records of each kind came from, for messages about them after validation. */
  files: Record<'site' | 'menus' | 'footer' | 'redirects' | 'productions' | 'events', string>
}

/** The page with its blocks' props as the block contract reads them, and its faults. */
const checkPage = (file: string, page: Page): { page: Page; faults: ContentFault[] } => {
  const faults: ContentFault[] = []
  const blocks: Page['blocks'] = []
  const fault = (field: string, message: string) =>
    faults.push({ file, record: page.id, field, message })
  const sourceNames = new Set<string>()
  page.sources.forEach((source, s) => {
    if (sourceNames.has(source.name))
      fault(`sources[${s}].name`, `duplicate source "${source.name}"`)
    sourceNames.add(source.name)
    source.filter.forEach((filter, f) => {
      if (filter.operator !== 'regex') return
      const field = `sources[${s}].filter[${f}].value`
      if (typeof filter.value !== 'string')
        return fault(field, 'a regex filter needs a string pattern')
      try {
        new RegExp(filter.value)
      } catch (e) {
        fault(field, `invalid regex ${JSON.stringify(filter.value)}: ${(e as Error).message}`)
      }
    })
  })
  const blockIds = new Set<string>()
  page.blocks.forEach((block, b) => {
    if (blockIds.has(block.id)) fault(`blocks[${b}].id`, `duplicate block id "${block.id}"`)
    blockIds.add(block.id)
    const row = page.template.rows[block.place.row]
    if (!row) fault(`blocks[${b}].place.row`, `row ${block.place.row} is not in the template`)
    else if (!row.columns[block.place.column]) {
      fault(
        `blocks[${b}].place.column`,
        `column ${block.place.column} is not in row ${block.place.row}`,
      )
    }
    const checked = checkBlock(block, page.sources, `blocks[${b}]`)
    checked.faults.forEach(([field, message]) => fault(field, message))
    blocks.push(checked.block)
  })
  return { page: { ...page, blocks }, faults }
}

// Whether a redirect would hide a page or a path of the servers is checked once every route
// is planned (plan/redirect-sources.ts).
const redirectFaults = (file: string, redirects: Redirect[]) => {
  const faults: ContentFault[] = []
  const targetOf = new Map(redirects.map((r) => [r.from, r.to]))
  for (const r of redirects) {
    const fault = (field: string, message: string) =>
      faults.push({ file, record: r.from, field, message })
    if (r.from === r.to) {
      fault('to', 'redirects to itself')
      continue
    }
    const seen = new Set([r.from])
    for (let next = r.to; targetOf.has(next); next = targetOf.get(next)!) {
      if (seen.has(next)) {
        fault('to', `redirect loop: ${[...seen, next].join(' -> ')}`)
        break
      }
      seen.add(next)
    }
  }
  return faults
}

export const validateContent = (raw: RawContent): Content => {
  const faults: ContentFault[] = []
  const site = checkRecord(siteSchema, raw.site.file, raw.site.data, 'site')
  if (!site.ok) faults.push(...site.faults)
  const menus = checkList(menuItemSchema, raw.menus.file, raw.menus.data)
  const footer = checkList(footerBlockSchema, raw.footer.file, raw.footer.data)
  const redirects = checkList(redirectSchema, raw.redirects.file, raw.redirects.data)
  faults.push(...menus.faults, ...footer.faults, ...redirects.faults)

  // A menu has one level of groups: an item's parent is a top-level item of the same menu.
  const menuById = new Map(menus.values.map((m) => [m.id, m]))
  for (const m of menus.values) {
    if (m.parent === null) continue
    const parent = menuById.get(m.parent)
    const problem = !parent
      ? `unknown menu item "${m.parent}"`
      : parent.place !== m.place
        ? `"${m.parent}" is in the ${parent.place} menu, not the ${m.place} menu`
        : parent.parent !== null
          ? `"${m.parent}" is itself in a group: a menu has one level of groups`
          : undefined
    if (problem)
      faults.push({ file: raw.menus.file, record: m.id, field: 'parent', message: problem })
  }

  const pages: Content['pages'] = []
  const pageByPath = new Map<string, string>()
  for (const { file, data } of raw.pages) {
    const checked = checkRecord(pageSchema, file, data, file)
    if (!checked.ok) {
      faults.push(...checked.faults)
      continue
    }
    const page = checked.value
    const owner = pageByPath.get(page.path)
    if (owner) {
      faults.push({
        file,
        record: page.id,
        field: 'path',
        message: `duplicate path "${page.path}", already used in ${owner}`,
      })
    }
    pageByPath.set(page.path, file)
    const checkedPage = checkPage(file, page)
    faults.push(...checkedPage.faults)
    pages.push({ file, page: checkedPage.page })
  }
  faults.push(...redirectFaults(raw.redirects.file, redirects.values))

  const articles: Content['articles'] = []
  const articleBySlug = new Map<string, string>()
  for (const { file, data } of raw.articles) {
    const checked = checkRecord(articleSchema, file, data, file)
    if (!checked.ok) {
      faults.push(...checked.faults)
      continue
    }
    const owner = articleBySlug.get(checked.value.slug)
    if (owner) {
      faults.push({
        file,
        record: checked.value.id,
        field: 'slug',
        message: `duplicate slug "${checked.value.slug}", already used in ${owner}`,
      })
    }
    articleBySlug.set(checked.value.slug, file)
    articles.push({ file, article: checked.value })
  }

  faults.push(
    ...publicationWindowFaults([
      ...menus.values.map((m) => [raw.menus.file, m.id, m] as const),
      ...footer.values.map((f) => [raw.footer.file, f.id, f] as const),
      ...redirects.values.map((r) => [raw.redirects.file, r.from, r] as const),
      ...pages.map(({ file, page }) => [file, page.id, page] as const),
      ...articles.map(({ file, article }) => [file, article.id, article] as const),
    ]),
  )

  if (faults.length > 0 || !site.ok) throw new ContentError(faults)
  const programme = validateProgramme(
    raw.productions,
    raw.events,
    site.value.preShowMinutes,
    raw.prices,
  )
  return {
    site: site.value,
    menus: menus.values,
    footer: footer.values,
    redirects: redirects.values,
    pages,
    articles,
    programme: programme.programme,
    warnings: programme.warnings,
    files: {
      site: raw.site.file,
      menus: raw.menus.file,
      footer: raw.footer.file,
      redirects: raw.redirects.file,
      productions: raw.productions.file,
      events: raw.events.file,
    },
  }
}
