// /kinoklubb/glemt-passord: ask the partner to e-mail a link for a new password, then
// confirm that it has been sent.
import { Link } from 'gatsby'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import { EmailField, Form, Status, SubmitButton } from '../../../components/ui/form'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import { selectIsEmailSent, selectPasswordReset } from '../selectors'
import { userActions } from '../slice'
import { useFormRequest } from './use-form-request'
import { PAGE_PATHS } from '../../../contract'

const ForgotPasswordForm = () => {
  const dispatch = useAppDispatch()
  const { pending: loading, error, markSent } = useFormRequest(selectPasswordReset)
  const sent = useAppSelector(selectIsEmailSent)
  const [email, setEmail] = useState('')
  const [asked, setAsked] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    setAsked(true)
    markSent()
    dispatch(userActions.passwordResetRequested({ email: email.trim() }))
  }

  if (asked && sent) {
    return (
      <div>
        <Status>
          Vi har sendt en e-post til {email.trim()} med en lenke for å lage nytt passord. Finner du
          den ikke, se i søppelpost-mappen.
        </Status>
        <p>
          <Link to={PAGE_PATHS.login}>Tilbake til innlogging</Link>
        </p>
      </div>
    )
  }

  return (
    <Form ref={form} onSubmit={submit} aria-labelledby="glemt-tittel">
      <h2 id="glemt-tittel">Glemt passordet?</h2>
      <p>
        Skriv e-postadressen du er medlem med, så sender vi deg en lenke for å lage nytt passord.
      </p>
      {error && (
        <ErrorReport error={error} onRetry={() => form.current?.requestSubmit()} takeFocus />
      )}
      <EmailField id="glemt-epost" value={email} onValue={setEmail} />
      <SubmitButton type="submit" aria-disabled={loading}>
        {loading ? 'Sender …' : 'Send lenke'}
      </SubmitButton>
      <p>
        <Link to={PAGE_PATHS.login}>Tilbake til innlogging</Link>
      </p>
    </Form>
  )
}

export default ForgotPasswordForm
