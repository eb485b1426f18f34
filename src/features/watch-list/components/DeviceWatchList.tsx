// The watch list kept in this browser for a visitor without an account, with what is on,
// and the way to take it along to an account.
import { useEffect } from 'react'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { SmartLink } from '../../../components/ui/SmartLink'
import { PAGE_PATHS, loginHref } from '../../../contract'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectDeviceList } from '../selectors'
import { watchListActions } from '../slice'
import { WatchListItems } from './WatchListItems'

export const DeviceWatchList = () => {
  const dispatch = useAppDispatch()
  const { items, read } = useAppSelector(selectDeviceList)
  useEffect(() => {
    dispatch(watchListActions.deviceListRequested())
  }, [dispatch])
  return (
    <section aria-labelledby="onskeliste-tittel">
      <SectionHeading id="onskeliste-tittel">Ønskelisten din</SectionHeading>
      <p>
        Du trenger ikke konto: listen er lagret i denne nettleseren.{' '}
        <SmartLink href={loginHref(PAGE_PATHS.watchList)}>Logg inn eller bli medlem</SmartLink> for
        å ta den med deg til andre enheter.
      </p>
      {!read && items.length === 0 && <p role="status">Henter ønskelisten …</p>}
      {read && items.length === 0 && (
        <EmptyState>
          Ønskelisten er tom. Trykk «Legg i ønskelisten» på en film du vil huske.
        </EmptyState>
      )}
      <WatchListItems
        movies={items}
        onRemove={(movie) =>
          dispatch(watchListActions.movieRemovedFromDevice({ movieId: movie.movieId }))
        }
      />
    </section>
  )
}
