// The blocks that show the visitor's own things (the film club, a purchase). Each loads its
// code only on the page that uses it.
import { clientOnlyBlock } from './client-only-block'

export const MemberLogin = clientOnlyBlock(
  () => import('../../../features/user/components/LoginForm'),
  { what: 'innloggingen', minHeight: '26rem' },
)

export const MemberSignUp = clientOnlyBlock(
  () => import('../../../features/user/components/SignUpForm'),
  { what: 'innmeldingen', minHeight: '30rem' },
)

export const MemberForgotPassword = clientOnlyBlock(
  () => import('../../../features/user/components/ForgotPasswordForm'),
  { what: 'skjemaet', minHeight: '18rem' },
)

export const MemberPage = clientOnlyBlock(() => import('../../min-side/MinSide'), {
  what: 'Min side',
  minHeight: '30rem',
})

export const WatchListPage = clientOnlyBlock(() => import('../../film-club/WatchListPage'), {
  what: 'ønskelisten',
  minHeight: '20rem',
})

export const FilmClub = clientOnlyBlock(() => import('../../film-club/FilmClubPanel'), {
  what: 'kinoklubben',
  minHeight: '12rem',
})

export const PurchaseReceipt = clientOnlyBlock(() => import('../../purchase/PurchaseReceipt'), {
  what: 'kvitteringen',
  minHeight: '22rem',
  noscript: 'Kvitteringen trenger JavaScript. Du finner den også i e-posten fra billettsystemet.',
})
