// The member's watch list on min side (and on the watch-list page), with what is on. A
// refresh that fails keeps the last list on show, says when it is from, and offers
// «Prøv igjen».
import { useEffect } from 'react'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import { Alert, Status } from '../../../components/ui/form'
import { SmartLink } from '../../../components/ui/SmartLink'
import { PAGE_PATHS } from '../../../contract'
import { lastUpdated } from '../../../client/last-updated'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectDeviceList, selectWatchList } from '../selectors'
import { watchListActions } from '../slice'
import type { BuyHandler } from './NextShowings'
import { WatchListItems } from './WatchListItems'

export const MyWatchList = ({ onBuy }: { onBuy?: BuyHandler }) => {
  const dispatch = useAppDispatch()
  const { items, status, error, updatedAt } = useAppSelector(selectWatchList)
  const device = useAppSelector(selectDeviceList)
  const loading = status === 'pending'
  useEffect(() => {
    dispatch(watchListActions.watchListRequested())
  }, [dispatch])
  return (
    <section aria-labelledby="onskeliste-tittel" aria-busy={loading}>
      <SectionHeading id="onskeliste-tittel">Ønskelisten min</SectionHeading>
      {loading && items.length === 0 && !error && <p role="status">Henter ønskelisten …</p>}
      {error && (
        <ErrorReport
          error={error}
          lead="Kunne ikke hente ønskelisten."
          onRetry={() => dispatch(watchListActions.watchListRequested())}
          retrying={loading}
        />
      )}
      {error && items.length > 0 && (
        <Status>
          Ønskelisten under er slik den var sist den ble hentet. {lastUpdated(updatedAt)}
        </Status>
      )}
      {device.merge === 'pending' && (
        <p role="status">Flytter ønskelisten fra denne enheten til kontoen din …</p>
      )}
      {device.merge === 'failed' && (
        <Alert>
          {device.items.length === 1
            ? 'Én film fra ønskelisten på denne enheten er ikke flyttet til kontoen din ennå. Den'
            : `${device.items.length} filmer fra ønskelisten på denne enheten er ikke flyttet til kontoen din ennå. De`}{' '}
          er fortsatt lagret her, og vi prøver igjen neste gang du åpner siden.
        </Alert>
      )}
      {!loading && !error && items.length === 0 && (
        <EmptyState>
          Ønskelisten er tom. Trykk «Legg i ønskelisten» på en film du vil huske.
        </EmptyState>
      )}
      {items.length > 0 && (
        // The partner's list has a call to add a film and none to remove one.
        <p className="note">
          Kinoklubbens liste har ingen måte å fjerne en film på herfra. Vil du ha en film ut av
          listen, kan du <SmartLink href={PAGE_PATHS.contact}>kontakte oss</SmartLink>.
        </p>
      )}
      <WatchListItems movies={items} onBuy={onBuy} />
    </section>
  )
}
