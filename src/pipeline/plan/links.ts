// Internal links in menus, the footer, redirects and block props must lead somewhere: to a planned
// route or to a redirect; and no redirect may start where a page is (redirect-sources.ts). Run
// after planning, since article and programme routes only exist then.
import { ContentError, type ContentFault } from '../errors'
import type { PlannedRoute } from '../../contract'
import type { Content } from '../validate/validate'
import { EXPLAINER_PATH, showingLabels } from '../../lib/showing-attributes'
import { redirectSourceFaults } from './redirect-sources'
import { NB_WORDS } from './norwegian-words'

const isInternal = (href: string) => href.startsWith('/')
const pathOf = (href: string) => href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')

export const checkLinks = (
  content: Content,
  routes: PlannedRoute[],
  files: { menus: string; footer: string; redirects: string; events: string },
) => {
  const known = new Set([...routes.map((r) => r.path), ...content.redirects.map((r) => r.from)])
  const faults: ContentFault[] = []
  /** Records a fault if an internal link does not reach a route or a redirect. */
  const check = (
    href: string | undefined,
    at: Omit<ContentFault, 'message'>,
    verb = 'links to',
  ) => {
    if (href && isInternal(href) && !known.has(pathOf(href)))
      faults.push({ ...at, message: `${verb} "${href}", which is not a route` })
  }
  for (const item of content.menus)
    check(item.path, { file: files.menus, record: item.id, field: 'path' })
  for (const block of content.footer)
    block.items.forEach((item, i) =>
      check(item.href, { file: files.footer, record: block.id, field: `items[${i}].href` }),
    )
  for (const redirect of content.redirects)
    check(redirect.to, { file: files.redirects, record: redirect.from, field: 'to' }, 'leads to')
  for (const { file, page } of content.pages)
    page.blocks.forEach((block, b) => {
      for (const [field, href] of propLinks(block.props, `blocks[${b}].props`))
        check(href, { file, record: page.id, field })
    })
  checkLabelGuide(content, files.events, faults)
  faults.push(...redirectSourceFaults(content.redirects, routes, files.redirects))
  if (faults.length) throw new ContentError(faults)
}

/** The programme's labels link to the ShowingLabelGuide at EXPLAINER_PATH: a programme
 * with labels needs that page and that block, or every label would lead nowhere. */
const checkLabelGuide = (content: Content, eventsFile: string, faults: ContentFault[]) => {
  const labelled = content.programme.events.find((e) => showingLabels(e, NB_WORDS).length > 0)
  if (!labelled) return
  const guide = content.pages.find(({ page }) => page.path === EXPLAINER_PATH)
  if (guide?.page.blocks.some((b) => b.component === 'ShowingLabelGuide' && !b.hide)) return
  faults.push({
    file: guide?.file ?? eventsFile,
    record: guide?.page.id ?? labelled.id,
    field: guide ? 'blocks' : 'labels',
    message: `the programme's labels link to ${EXPLAINER_PATH}, which needs a shown ShowingLabelGuide block`,
  })
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
