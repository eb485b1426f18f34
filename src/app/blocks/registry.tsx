// The one place that maps a block's component name (from content) to its React component.
// Typed against the block contract, so a name without a component, or a component that
// reads other props than its contract entry gives, fails type-checking.
import type { ComponentType } from 'react'
import type { BlockName, BlockProps } from '../../contract'
import {
  AgeLimits,
  Article,
  LibraryRedirect,
  ManualCardList,
  NewsletterSubscribe,
  Poster,
  ShowingLabelGuide,
} from './later-blocks'
import { CardList } from './CardList'
import { ConsentSettings } from './ConsentSettings'
import { Content } from './Content'
import { Cover } from './Cover'
import { CoverFlow } from './CoverFlow'
import { CultureProgramme } from './CultureProgramme'
import { Events } from './Events'
import {
  FilmClub,
  MemberForgotPassword,
  MemberLogin,
  MemberPage,
  MemberSignUp,
  PurchaseReceipt,
  WatchListPage,
} from './member'
import { MovieInfo } from './MovieInfo'
import { Schedule } from './Schedule'
import { Search } from './Search'
import { Slideshow } from './Slideshow'
import { TicketList } from './TicketList'
import { Title } from './Title'

/** Each block's props, by name (a mapped type, so that TypeScript keeps name and props together). */
export type BlockPropsOf = { [N in BlockName]: BlockProps<N> }

export const blockRegistry: { [N in BlockName]: ComponentType<BlockPropsOf[N]> } = {
  AgeLimits,
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
  PurchaseReceipt,
  Schedule,
  Search,
  ShowingLabelGuide,
  Slideshow,
  TicketList,
  Title,
  WatchListPage,
}
