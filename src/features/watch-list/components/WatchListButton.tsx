// «Legg i ønskelisten» on a film page. An anonymous visitor is asked to log in (and comes
// back here afterwards); a member sees the film marked once the partner has accepted it.
import { useState } from 'react'
import styled from 'styled-components'
import { usePathname } from '../../../hooks/PageLocation'
import { Status } from '../../../components/ui/form'
import { SmartLink } from '../../../components/ui/SmartLink'
import { loginPath } from '../../../lib/return-path'
import { theme } from '../../../lib/theme'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectIsMember } from '../../../store/session'
import {
  selectAddingToWatchList,
  selectOnWatchList,
  watchListActions,
  type WithWatchList,
} from '../slice'

type Props = { movieId: string | null; title: string; link: string }

export const WatchListButton = ({ movieId, title, link }: Props) => {
  const dispatch = useAppDispatch()
  const isMember = useAppSelector(selectIsMember)
  const adding = useAppSelector((s: WithWatchList) =>
    movieId ? selectAddingToWatchList(s, movieId) : false,
  )
  const onList = useAppSelector((s: WithWatchList) =>
    movieId ? selectOnWatchList(s, movieId) : false,
  )
  const [askedToLogIn, setAskedToLogIn] = useState(false)
  const pathname = usePathname()

  if (isMember && onList) return <Status>{title} er på ønskelisten din.</Status>

  const press = () => {
    if (!isMember) return setAskedToLogIn(true)
    if (movieId && !adding) dispatch(watchListActions.movieAddRequested({ movieId, title, link }))
  }

  return (
    <div>
      <Button
        type="button"
        onClick={press}
        aria-disabled={isMember && (!movieId || adding)}
        aria-describedby={askedToLogIn ? 'onskeliste-logg-inn' : undefined}
      >
        {isMember && adding ? 'Legger til …' : 'Legg i ønskelisten'}
      </Button>
      <div id="onskeliste-logg-inn" aria-live="polite">
        {askedToLogIn && !isMember && (
          <p>
            Du må være logget inn for å bruke ønskelisten.{' '}
            <SmartLink href={loginPath(pathname)}>Logg inn eller bli medlem</SmartLink>
          </p>
        )}
      </div>
    </div>
  )
}

const Button = styled.button`
  font: inherit;
  font-weight: 700;
  padding: 0.6rem 1.2rem;
  border: 2px solid ${theme.colour.ink};
  border-radius: 999px;
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`
