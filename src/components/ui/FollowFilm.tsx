// «Følg filmen»: a calendar subscription (webcal:) for one film, which the visitor's
// calendar app fetches again now and then, so each showing arrives in it as it is put on
// sale. No account and no server: the build writes the calendar, empty until the film has
// showings (src/pipeline/plan/plan.ts).
import type { FollowCalendar } from '../../contract'

export const FollowFilm = ({ follow, title }: { follow: FollowCalendar; title: string }) => (
  <a className="follow" href={follow.webcal}>
    Følg filmen<span className="visually-hidden"> {title}</span>
  </a>
)

/** What following does, in one sentence. */
export const FOLLOW_TEXT =
  'Følger du filmen, kommer visningene inn i kalenderen din av seg selv etter hvert som de legges ut.'
