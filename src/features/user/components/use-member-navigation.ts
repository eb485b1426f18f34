// Sends a member on once the form they used has logged them in: to ?tilbake= if the page
// that sent them here gave one, else to min side.
import { navigate } from 'gatsby'
import { useEffect, useRef } from 'react'
import { useQueryParam } from '../../../components/page-context/PageLocation'
import { safeReturnPath } from '../../../client/return-path'
import { useAppSelector } from '../../../client/redux/hooks'
import { selectIsMember } from '../../../session/session'

export const useGoOnAfterLogin = () => {
  const isMember = useAppSelector(selectIsMember)
  const returnTo = safeReturnPath(useQueryParam('tilbake'))
  const submitted = useRef(false)
  useEffect(() => {
    if (submitted.current && isMember) void navigate(returnTo, { replace: true })
  }, [isMember, returnTo])
  return {
    returnTo,
    markSubmitted: () => {
      submitted.current = true
    },
  }
}
