// Plans every route: one per page record, and for a parameterised page record
// (/:production, /:culture, /article/:article) one per record its driving source finds.
// Each planned route carries only what its page renders: visible blocks with their data
// already resolved.
import type { BlockComponentName } from '../blocks/names'
import { ContentError, type ContentFault } from './errors'
import { deriveMeta } from './meta'
import { createIndex, paramName, resolveSource, type Params, type RecordIndex } from './resolve'
import type { Block, Meta, Page, Row, Site, Source } from './schema'
import type { Content } from './validate'

export type PlannedBlock = {
  id: string
  component: BlockComponentName
  place: Block['place']
  props: Record<string, unknown>
  data: Record<string, unknown>
}

export type PlannedRoute = {
  path: string
  pageId: string
  file: string
  pageType: Page['pageType']
  rows: Row[]
  blocks: PlannedBlock[]
  meta: Meta
}

export const routeParams = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1))

const fillPath = (path: string, params: Params) =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))

/** The single-record source whose eq filter names the parameter drives the page. */
const drivingSource = (page: Page, name: string) => {
  for (const source of page.sources) {
    const filter = source.filter.find((f) => f.operator === 'eq' && paramName(f.value) === name)
    if (!source.collection && filter) return { source, property: filter.property }
  }
  return null
}

type Expansion = {
  params: Params
  primary: { source: Source; record: Record<string, unknown> } | null
}

const expand = (file: string, page: Page, index: RecordIndex): Expansion[] => {
  const names = routeParams(page.path)
  if (names.length === 0) return [{ params: {}, primary: null }]
  if (names.length > 1) {
    throw new ContentError([
      { file, record: page.id, field: 'path', message: 'only one route parameter is supported' },
    ])
  }
  const name = names[0]!
  const driving = drivingSource(page, name)
  if (!driving) {
    throw new ContentError([
      {
        file,
        record: page.id,
        field: 'sources',
        message: `no single-record source has an eq filter with value ":${name}"`,
      },
    ])
  }
  return index
    .distinct(driving.source.model, driving.property)
    .filter((v): v is string => typeof v === 'string')
    .flatMap((value) => {
      const params = { [name]: value }
      const record = resolveSource(driving.source, index, params)
      return record && !Array.isArray(record)
        ? [{ params, primary: { source: driving.source, record } }]
        : []
    })
}

const planBlocks = (page: Page, index: RecordIndex, params: Params): PlannedBlock[] => {
  const resolved = new Map<string, unknown>()
  const sourceData = (name: string) => {
    if (!resolved.has(name)) {
      const source = page.sources.find((s) => s.name === name)!
      resolved.set(name, resolveSource(source, index, params))
    }
    return resolved.get(name)
  }
  return page.blocks
    .filter((block) => !block.hide)
    .sort(
      (a, b) =>
        a.place.row - b.place.row ||
        a.place.column - b.place.column ||
        a.place.order - b.place.order,
    )
    .map((block) => ({
      id: block.id,
      component: block.component,
      place: block.place,
      props: block.props,
      data: Object.fromEntries(
        Object.entries(block.data).map(([prop, name]) => [prop, sourceData(name)]),
      ),
    }))
}

export const planRoutes = (content: Content, site: Site = content.site): PlannedRoute[] => {
  const index = createIndex({
    production: content.programme.productions,
    event: content.programme.events,
    article: content.articles.map((a) => a.article),
  })
  const routes: PlannedRoute[] = []
  const owners = new Map<string, string>()
  const faults: ContentFault[] = []
  for (const { file, page } of content.pages) {
    for (const { params, primary } of expand(file, page, index)) {
      const path = fillPath(page.path, params)
      const owner = owners.get(path)
      if (owner) {
        faults.push({
          file,
          record: page.id,
          field: 'path',
          message: `route "${path}" is also made by ${owner}`,
        })
        continue
      }
      owners.set(path, `${file} (page "${page.id}")`)
      routes.push({
        path,
        pageId: page.id,
        file,
        pageType: page.pageType,
        rows: page.template.rows,
        blocks: planBlocks(page, index, params),
        meta: primary
          ? deriveMeta(primary.source.model, primary.record, page.meta.nb, site)
          : page.meta.nb,
      })
    }
  }
  if (faults.length) throw new ContentError(faults)
  return routes
}
