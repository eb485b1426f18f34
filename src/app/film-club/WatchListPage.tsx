// /kinoklubb/onskeliste: the watch list with what is on. A member sees their list at the
// partner; a visitor without an account sees the one kept in this browser.
import { DeviceWatchList } from '../../features/watch-list/components/DeviceWatchList'
import { MyWatchList } from '../../features/watch-list/components/MyWatchList'
import { useAppSelector } from '../../client/redux/hooks'
import { selectProfileStatus, selectToken } from '../../session/session'
import { buyAsMember } from '../purchase/buy-as-member'

const WatchListPage = () => {
  const token = useAppSelector(selectToken)
  const profileRead = useAppSelector(selectProfileStatus) === 'succeeded'
  if (token)
    return <MyWatchList onBuy={(click, ticketUrl) => buyAsMember(click, ticketUrl, token)} />
  if (!profileRead) return <p role="status">Laster ønskelisten …</p>
  return <DeviceWatchList />
}

export default WatchListPage
