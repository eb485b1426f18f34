// The block component names an editor may use. A leaf module, so that the page schema can
// name them without loading the block contract; the contract (blocks.ts) must have an
// entry for exactly these, and the registry a component for each.
export const BLOCK_NAMES = [
  'Article',
  'CardList',
  'ConsentSettings',
  'Content',
  'Cover',
  'CoverFlow',
  'CultureProgramme',
  'Events',
  'FilmClub',
  'LibraryRedirect',
  'ManualCardList',
  'MemberForgotPassword',
  'MemberLogin',
  'MemberPage',
  'MemberSignUp',
  'MovieInfo',
  'NewsletterSubscribe',
  'Poster',
  'Schedule',
  'Search',
  'Slideshow',
  'TicketList',
  'Title',
] as const

export type BlockName = (typeof BLOCK_NAMES)[number]
