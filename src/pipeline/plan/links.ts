// Internal links in menus, the footer, redirects and block props must lead somewhere: to a planned
// route or to a redirect. Run after planning, since article and programme routes only exist then.
import { ContentError, type ContentFault } from '../errors'
import type { PlannedRoute } from '../../contract'
import type { Content } from '../validate/validate'

const isInternal = (href: string) => href.startsWith('/')
const pathOf = (href: string) => href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')

export const checkLinks = (
  content: Content,
  routes: PlannedRoute[],
  files: { menus: string; footer: string; redirects: string },
) => {
  const known = new Set([...routes.map((r) => r.path), ...content.redirects.map((r) => r.from)])
  const faults: ContentFault[] = []
  for (const item of content.menus) {
    if (isInternal(item.path) && !known.has(pathOf(item.path))) {
      faults.push({
        file: files.menus,
        record: item.id,
        field: 'path',
        message: `links to "${item.path}", which is not a route`,
      })
    }
  }
  for (const block of content.footer) {
    block.items.forEach((item, i) => {
      if (item.href && isInternal(item.href) && !known.has(pathOf(item.href))) {
        faults.push({
          file: files.footer,
          record: block.id,
          field: `items[${i}].href`,
          message: `links to "${item.href}", which is not a route`,
        })
      }
    })
  }
  for (const redirect of content.redirects) {
    if (isInternal(redirect.to) && !known.has(pathOf(redirect.to))) {
      faults.push({
        file: files.redirects,
        record: redirect.from,
        field: 'to',
        message: `leads to "${redirect.to}", which is not a route`,
      })
    }
  }
  for (const { file, page } of content.pages) {
    page.blocks.forEach((block, b) => {
      for (const [field, href] of propLinks(block.props, `blocks[${b}].props`)) {
        if (isInternal(href) && !known.has(pathOf(href)))
          faults.push({
            file,
            record: page.id,
            field,
            message: `links to "${href}", which is not a route`,
          })
      }
    })
  }
  if (faults.length) throw new ContentError(faults)
}

/** The links among a block's props (the block contract names them href), with their field. */
const propLinks = (value: unknown, field: string): [string, string][] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => propLinks(item, `${field}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]): [string, string][] =>
    key === 'href' && typeof v === 'string'
      ? [[`${field}.${key}`, v]]
      : propLinks(v, `${field}.${key}`),
  )
}
