// The one module both wings share: what the build hands to the pages. Run-time code
// imports build-time shapes only from here, and only as types (ESLint enforces both).
export type { PlannedBlock, PlannedBlockOf, PlannedRoute } from './routes'
export * from './paths'
export type { SearchDocument, SearchKind, SearchShowing } from './search'
export { SEARCH_INDEX_PATHS } from './search'
export { SHOWINGS_INDEX_PATH } from './showings'
export type { IndexedProduction, IndexedShowing, ShowingsIndex } from './showings'
export type { BlockName, BlockProps, CalendarFeed } from './blocks'
export type { HeaderLink, HeaderMenuEntry, InlineFrom, LayoutData } from './layout'
export { LANGUAGE_LINK_ID } from './layout'
export type { FilterGroup, FilterOption, FilterSet } from './filters'
export type {
  ArticleCard,
  CalendarSubscription,
  EventLine,
  EventSummary,
  LinkedProduction,
  ProductionCard,
} from './cards'
export type { Production, ProgrammeEvent } from './records/programme'
export type { Article, FooterItem, Row } from './records/content'
export * from './images'
export * from './locale'
export * from './ui-text'
