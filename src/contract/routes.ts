// What the planner hands the page template for each route: the page's grid and its
// visible blocks with their data already resolved.
import type { Block, Meta, Page, Row } from '../pipeline/validate/schema'
import type { BlockComponentName } from './block-names'
import type { ImageCatalogue } from './images'

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
  /** schema.org objects for the page's JSON-LD; empty for most pages. */
  structuredData: object[]
  /** The processed images this page's blocks show, by the URL their records give. */
  images: ImageCatalogue
}
