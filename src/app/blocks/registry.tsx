// The one place that maps a block's component name (from content) to its React component.
// Typed against BLOCK_COMPONENTS, so adding a name without a component fails type-checking.
import type { BlockComponentName } from '../../contract/block-names'
import type { BlockComponent } from './types'
import { Article } from './Article'
import { CardList } from './CardList'
import { ConsentSettings } from './ConsentSettings'
import { Content } from './Content'
import { Cover } from './Cover'
import { CoverFlow } from './CoverFlow'
import { CultureProgramme } from './CultureProgramme'
import { Events } from './Events'
import { LibraryRedirect } from './LibraryRedirect'
import { ManualCardList } from './ManualCardList'
import { FilmClub, MemberForgotPassword, MemberLogin, MemberPage, MemberSignUp } from './member'
import { MovieInfo } from './MovieInfo'
import { NewsletterSubscribe } from './NewsletterSubscribe'
import { Poster } from './Poster'
import { Schedule } from './Schedule'
import { Search } from './Search'
import { Slideshow } from './Slideshow'
import { TicketList } from './TicketList'
import { Title } from './Title'

export const blockRegistry: Record<BlockComponentName, BlockComponent> = {
  Article,
  CardList,
  ConsentSettings,
  Content,
  Cover,
  CoverFlow,
  CultureProgramme,
  Events,
  FilmClub,
  LibraryRedirect,
  ManualCardList,
  MemberForgotPassword,
  MemberLogin,
  MemberPage,
  MemberSignUp,
  MovieInfo,
  NewsletterSubscribe,
  Poster,
  Schedule,
  Search,
  Slideshow,
  TicketList,
  Title,
}
