// A form's own request (log in, sign up, reset): whether it is under way, and its failure
// once this form has sent it, so that a login that failed on another visit to the page is
// not shown when the form opens again.
import { useState } from 'react'
import type { ApiError } from '../../../client/api-error'
import type { RequestState } from '../../../client/redux/request-status'
import type { AppState } from '../../../client/redux/app-state'
import { useAppSelector } from '../../../client/redux/hooks'

export const useFormRequest = (select: (state: AppState) => RequestState) => {
  const request = useAppSelector(select)
  const [sent, setSent] = useState(false)
  return {
    pending: request.status === 'pending',
    error: sent ? request.error : (null as ApiError | null),
    markSent: () => setSent(true),
  }
}
