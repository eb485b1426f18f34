// «Legg i ønskelisten» on a film page. A member's film goes to their list at the partner
// and is marked once the partner has accepted it; a visitor without an account keeps the
// film in this browser, and it moves to their account when they log in.
import { useState } from 'react'
import styled from 'styled-components'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import { Status } from '../../../components/ui/form'
import { outlinePillButtonElement } from '../../../components/ui/outline-pill-button'
import { SmartLink } from '../../../components/ui/SmartLink'
import { PAGE_PATHS } from '../../../contract'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectIsMember } from '../../../session/session'
import {
  selectAddError,
  selectAddingToWatchList,
  selectOnDeviceList,
  selectOnWatchList,
} from '../selectors'
import { watchListActions, type WithWatchList } from '../slice'

type Props = { movieId: string | null; title: string; link: string; ediNumber?: string }

export const WatchListButton = ({ movieId, title, link, ediNumber }: Props) => {
  const dispatch = useAppDispatch()
  const isMember = useAppSelector(selectIsMember)
  const adding = useAppSelector((s: WithWatchList) =>
    movieId ? selectAddingToWatchList(s, movieId) : false,
  )
  const onList = useAppSelector((s: WithWatchList) =>
    movieId ? (isMember ? selectOnWatchList : selectOnDeviceList)(s, movieId) : false,
  )
  const addError = useAppSelector((s: WithWatchList) =>
    movieId && isMember ? selectAddError(s, movieId) : null,
  )
  const [unavailable, setUnavailable] = useState(false)

  if (onList && isMember) return <Status>{title} er på ønskelisten din.</Status>
  if (onList)
    return (
      <Status>
        {title} er på ønskelisten din i denne nettleseren.{' '}
        <SmartLink href={PAGE_PATHS.watchList}>Se ønskelisten</SmartLink>
      </Status>
    )

  const press = () => {
    // Without the partner's movie id (its film info did not load) there is nothing to save.
    if (!movieId) return setUnavailable(true)
    const movie = { movieId, title, link, ...(ediNumber ? { ediNumber } : {}) }
    if (!isMember) dispatch(watchListActions.movieSavedOnDevice(movie))
    else if (!adding) dispatch(watchListActions.movieAddRequested(movie))
  }

  return (
    <div>
      <Button
        type="button"
        onClick={press}
        aria-disabled={adding}
        aria-describedby={unavailable ? 'onskeliste-melding' : undefined}
      >
        {adding ? 'Legger til …' : 'Legg i ønskelisten'}
      </Button>
      <div id="onskeliste-melding" aria-live="polite">
        {unavailable && !movieId && (
          <p>Ønskelisten er ikke tilgjengelig akkurat nå. Prøv igjen om litt.</p>
        )}
      </div>
      {addError && !adding && (
        <ErrorReport
          error={addError}
          lead={`${title} ble ikke lagt i ønskelisten.`}
          onRetry={press}
          takeFocus
        />
      )}
    </div>
  )
}

const Button = styled.button`
  ${outlinePillButtonElement}
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`
