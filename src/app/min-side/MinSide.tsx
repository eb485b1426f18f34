// /kinoklubb/min-side: the member's tickets and watch list. An anonymous visitor is sent
// to the login page, which brings them back here afterwards.
import { navigate } from 'gatsby'
import { useEffect, useRef, useState } from 'react'
import { LinkButton } from '../../components/ui/form'
import { PAGE_PATHS, loggedOutHref, loginHref } from '../../contract'
import { useAppDispatch, useAppSelector } from '../../client/redux/hooks'
import { selectProfileStatus, selectUserProfile, sessionActions } from '../../session/session'
import { MyTickets } from '../../features/tickets/components/MyTickets'
import { MyWatchList } from '../../features/watch-list/components/MyWatchList'
import { buyAsMember } from '../purchase/buy-as-member'

const MinSide = () => {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectUserProfile)
  const loading = useAppSelector(selectProfileStatus) === 'pending'
  const [checked, setChecked] = useState(false)
  const loggingOut = useRef(false)

  // Read the stored profile afresh: the member may have logged in or out in another tab.
  useEffect(() => {
    dispatch(sessionActions.profileRequested())
    setChecked(true)
  }, [dispatch])
  const anonymous = checked && !loading && !profile?.token
  useEffect(() => {
    if (anonymous && !loggingOut.current)
      void navigate(loginHref(PAGE_PATHS.minSide), { replace: true })
  }, [anonymous])

  if (!profile?.token) {
    return <p role="status">{anonymous ? 'Sender deg til innlogging …' : 'Laster Min side …'}</p>
  }
  const logOut = () => {
    loggingOut.current = true
    dispatch(sessionActions.loggedOut())
    void navigate(loggedOutHref())
  }
  return (
    <div>
      <h2>Hei, {profile.userName}!</h2>
      <p>
        Du er logget inn som {profile.email}.{' '}
        <LinkButton type="button" onClick={logOut}>
          Logg ut
        </LinkButton>
      </p>
      <MyTickets />
      <MyWatchList onBuy={(click, ticketUrl) => buyAsMember(click, ticketUrl, profile.token)} />
    </div>
  )
}

export default MinSide
