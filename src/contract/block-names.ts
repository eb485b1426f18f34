// The block component names an editor may use. Kept free of React so that the build-time
// validator can check names without loading components; the registry is typed against it.
export const BLOCK_COMPONENTS = [
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

export type BlockComponentName = (typeof BLOCK_COMPONENTS)[number]
