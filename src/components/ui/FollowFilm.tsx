// «Følg filmen»: a calendar subscription (webcal:) for one film, which the visitor's
// calendar app fetches again now and then, so each showing arrives in it as it is put on
// sale. No account and no server: the build writes the calendar, empty until the film has
// showings (src/pipeline/plan/plan.ts). Android's browsers open no webcal: address, so
// Google Calendar's own subscribe page sits beside it.
import styled from 'styled-components'
import type { CalendarSubscription } from '../../contract'
import { pillButton } from './pill-button'
import { useWords } from '../page-context/PageLanguage'
import { fillText } from '../../contract'

export const FollowFilm = ({ follow, title }: { follow: CalendarSubscription; title: string }) => {
  const words = useWords()
  return (
    <Links>
      <a className="follow" href={follow.webcal}>
        {words.followFilm}
        <span className="visually-hidden"> {title}</span>
      </a>{' '}
      <span className="or">
        {words.or}{' '}
        <a className="google" href={follow.google}>
          <span className="visually-hidden">{fillText(words.followHidden, { title })}</span>
          {words.inGoogleCalendar}
        </a>
      </span>
    </Links>
  )
}

/** What following does, in one sentence. */
export const FollowText = () => <>{useWords().followExplained}</>

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  .follow {
    ${pillButton}
    min-height: 44px;
  }
  .or {
    /* «eller» stays with its link, on a line of its own where the card is narrow. */
    white-space: nowrap;
    font-size: 0.95rem;
  }
  .google {
    /* A target of 44 px, as the button beside it. */
    display: inline-block;
    padding: 0.7rem 0;
  }
`
