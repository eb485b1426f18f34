// What the planner hands the page template for each route: the page's grid and its
// visible blocks with their data already resolved.
import type { Block, Meta, Page, Row } from './records/content'
import type { BlockName, BlockProps } from './blocks'
import type { ImageCatalogue } from './images'
import type { LayoutData } from './layout'
import type { Alternates, Locale } from './locale'

export type PlannedBlockOf<N extends BlockName> = {
  id: string
  component: N
  place: Block['place']
} & BlockProps<N>

/** A block as its page renders it: one of the contract's blocks, with its props and data. */
export type PlannedBlock = { [N in BlockName]: PlannedBlockOf<N> }[BlockName]

export type PlannedRoute = {
  path: string
  /** The route's absolute URL (canonical, og:url). */
  url: string
  pageId: string
  file: string
  /** The page's language. */
  locale: Locale
  /** The page's path in each language it exists in, its own included. */
  alternates: Alternates
  /** Its hreflang links (alternateLinks): none for a page in one language. */
  hreflang: { lang: string; path: string }[]
  /** An English page's own header menu and footer (a Norwegian page has the layout data's). */
  chrome?: Pick<LayoutData, 'headerMenu' | 'footerMenu' | 'footer'>
  pageType: Page['pageType']
  rows: Row[]
  blocks: PlannedBlock[]
  /** The page's meta; its image, if any, as an absolute URL. */
  meta: Meta
  /** schema.org objects for the page's JSON-LD; empty for most pages. */
  structuredData: object[]
  /** The processed images this page's blocks show, by the URL their records give. */
  images: ImageCatalogue
  /** Whether search engines are offered the page (the sitemap lists it, and it carries no
   * noindex): not a visitor's own page, search results, the not-found page or an empty one. */
  indexed: boolean
  /** When what the page shows last changed (ISO): the newest change time of the records its
   * blocks read, where those records have one. */
  lastModified?: string
}

/** Blocks that make a page a visitor's own (the film club, a receipt) or a search result:
 * such pages are left to the visitor, not to search engines. */
export const UNINDEXED_BLOCKS: readonly BlockName[] = [
  'MemberLogin',
  'MemberSignUp',
  'MemberForgotPassword',
  'MemberPage',
  'WatchListPage',
  'PurchaseReceipt',
  'Search',
]
