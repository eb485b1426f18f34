// The one place that maps a block's component name (from content) to its React component,
// and says how each block's code reaches the browser (src/components/ui/load-later.tsx;
// docs/performance.md says when to pick which mode). Typed against the block contract, so a
// name without a component, or a component that reads other props than its contract entry
// gives, fails type-checking.
import type { ComponentType } from 'react'
import { loadLater, type LoadMode, type Placeholder } from '../../components/ui/load-later'
import type { BlockName, BlockProps } from '../../contract'
import { Schedule } from './Schedule'
import { Title } from './Title'

/** Each block's props, by name (a mapped type, so that TypeScript keeps name and props together). */
export type BlockPropsOf = { [N in BlockName]: BlockProps<N> }

export type RegisteredBlock<P> = { mode: LoadMode; component: ComponentType<P> }

/** In the page bundle: interactive on the first tap, or part of what every page shows. */
const inPage = <P,>(component: ComponentType<P>): RegisteredBlock<P> => ({
  mode: 'in-page',
  component,
})

/** Rendered by the build; its code is fetched after hydration. Only shows what the content
 * says, so nothing is lost while the code is on its way. */
const hydrateLater = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): RegisteredBlock<P> => ({ mode: 'hydrate-later', component: loadLater('hydrate-later', load) })

/** Shows the visitor's own things (the film club, a purchase), so the build has nothing to
 * render: a placeholder, and the code only on the pages that use it. */
const clientOnly = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: Placeholder,
): RegisteredBlock<P> => ({
  mode: 'client-only',
  component: loadLater('client-only', load, placeholder),
})

export const blockRegistry: { [N in BlockName]: RegisteredBlock<BlockPropsOf[N]> } = {
  AgeLimits: hydrateLater(() =>
    import(/* server-rendered */ './AgeLimits').then((m) => m.AgeLimits),
  ),
  Article: hydrateLater(() => import(/* server-rendered */ './Article').then((m) => m.Article)),
  BoxOffice: hydrateLater(() =>
    import(/* server-rendered */ './BoxOffice').then((m) => m.BoxOffice),
  ),
  CalendarSubscribe: hydrateLater(() =>
    import(/* server-rendered */ './CalendarSubscribe').then((m) => m.CalendarSubscribe),
  ),
  // Card lists, a cover and the poster row: the build's HTML shows them whole, ordered and
  // capped before the first paint by the head script (HideShowings), every time on a card
  // already a link; the code that keeps them in step as showings pass, and a member's
  // hand-over, come after hydration. Every showing's booking link in the schedule took
  // the room they had in the first load (1.45 KB as nginx sends it).
  CardList: hydrateLater(() => import(/* server-rendered */ './CardList').then((m) => m.CardList)),
  ConsentSettings: hydrateLater(() =>
    import(/* server-rendered */ './ConsentSettings').then((m) => m.ConsentSettings),
  ),
  // Editor HTML, shown as built: its code (and its style rules' text) need not be in every
  // page's first load, which has no room for them (tests/build/first-load.test.mjs).
  Content: hydrateLater(() => import(/* server-rendered */ './Content').then((m) => m.Content)),
  Cover: hydrateLater(() => import(/* server-rendered */ './Cover').then((m) => m.Cover)),
  CoverFlow: hydrateLater(() =>
    import(/* server-rendered */ './CoverFlow').then((m) => m.CoverFlow),
  ),
  CultureProgramme: hydrateLater(() =>
    import(/* server-rendered */ './CultureProgramme').then((m) => m.CultureProgramme),
  ),
  Events: hydrateLater(() => import(/* server-rendered */ './Events').then((m) => m.Events)),
  FilmClub: clientOnly(() => import('../film-club/FilmClubPanel').then((m) => m.default), {
    what: 'kinoklubben',
    minHeight: '12rem',
  }),
  LibraryRedirect: hydrateLater(() =>
    import(/* server-rendered */ './LibraryRedirect').then((m) => m.LibraryRedirect),
  ),
  ManualCardList: hydrateLater(() =>
    import(/* server-rendered */ './ManualCardList').then((m) => m.ManualCardList),
  ),
  MemberForgotPassword: clientOnly(
    () => import('../../features/user/components/ForgotPasswordForm').then((m) => m.default),
    { what: 'skjemaet', minHeight: '18rem' },
  ),
  MemberLogin: clientOnly(
    () => import('../../features/user/components/LoginForm').then((m) => m.default),
    { what: 'innloggingen', minHeight: '26rem' },
  ),
  MemberPage: clientOnly(() => import('../min-side/MinSide').then((m) => m.default), {
    what: 'Min side',
    minHeight: '30rem',
  }),
  MemberSignUp: clientOnly(
    () => import('../../features/user/components/SignUpForm').then((m) => m.default),
    { what: 'innmeldingen', minHeight: '30rem' },
  ),
  MovieInfo: hydrateLater(() =>
    import(/* server-rendered */ './MovieInfo').then((m) => m.MovieInfo),
  ),
  NewsletterSubscribe: hydrateLater(() =>
    import(/* server-rendered */ './NewsletterSubscribe').then((m) => m.NewsletterSubscribe),
  ),
  PriceTable: hydrateLater(() =>
    import(/* server-rendered */ './PriceTable').then((m) => m.PriceTable),
  ),
  Poster: hydrateLater(() => import(/* server-rendered */ './Poster').then((m) => m.Poster)),
  ProductionIntro: hydrateLater(() =>
    import(/* server-rendered */ './ProductionIntro').then((m) => m.ProductionIntro),
  ),
  PurchaseReceipt: clientOnly(() => import('../purchase/PurchaseReceipt').then((m) => m.default), {
    what: 'kvitteringen',
    minHeight: '22rem',
    noscript: 'Kvitteringen trenger JavaScript. Du finner den også i e-posten fra billettsystemet.',
  }),
  Schedule: inPage(Schedule),
  Search: hydrateLater(() => import(/* server-rendered */ './Search').then((m) => m.Search)),
  ShowingLabelGuide: hydrateLater(() =>
    import(/* server-rendered */ './ShowingLabelGuide').then((m) => m.ShowingLabelGuide),
  ),
  Slideshow: hydrateLater(() =>
    import(/* server-rendered */ './Slideshow').then((m) => m.Slideshow),
  ),
  TicketList: hydrateLater(() =>
    import(/* server-rendered */ './TicketList').then((m) => m.TicketList),
  ),
  Title: inPage(Title),
  WatchListPage: clientOnly(() => import('../film-club/WatchListPage').then((m) => m.default), {
    what: 'ønskelisten',
    minHeight: '20rem',
  }),
}
