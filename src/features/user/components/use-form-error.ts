// The user error belongs to the form that caused it: it is cleared when a form opens and
// when it closes, so that a failed login is not shown on the sign-up page.
import { useEffect } from 'react'
import type { ApiError } from '../../../client/api-error'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectUserError } from '../selectors'
import { userActions } from '../slice'

export const useFormError = (): ApiError | null => {
  const dispatch = useAppDispatch()
  const error = useAppSelector(selectUserError)
  useEffect(() => {
    dispatch(userActions.errorCleared())
    return () => {
      dispatch(userActions.errorCleared())
    }
  }, [dispatch])
  return error
}
