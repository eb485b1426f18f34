// /kinoklubb/bli-medlem: create a film-club account. The partner sets the password rules
// and says what is wrong; its message is shown as an alert, and any other failure in plain
// Norwegian, with the form ready to be sent again.
import { Link } from 'gatsby'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import {
  EmailField,
  Form,
  RememberField,
  SubmitButton,
  ValueField,
} from '../../../components/ui/form'
import { useAppDispatch } from '../../../client/redux/hooks'
import { selectSignUp } from '../selectors'
import { userActions } from '../slice'
import { useFormRequest } from './use-form-request'
import { useGoOnAfterLogin } from './use-member-navigation'
import { PAGE_PATHS } from '../../../contract'

const SignUpForm = () => {
  const dispatch = useAppDispatch()
  const { pending: loading, error, markSent } = useFormRequest(selectSignUp)
  const { markSubmitted } = useGoOnAfterLogin()
  const [userName, setUserName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    markSubmitted()
    markSent()
    dispatch(
      userActions.signUpRequested({
        userName: userName.trim(),
        email: email.trim(),
        password,
        remember,
      }),
    )
  }

  return (
    <Form ref={form} onSubmit={submit} aria-labelledby="bli-medlem-tittel">
      <h2 id="bli-medlem-tittel">Bli medlem i kinoklubben</h2>
      {error && (
        <ErrorReport error={error} onRetry={() => form.current?.requestSubmit()} takeFocus />
      )}
      <ValueField
        id="medlem-navn"
        label="Navn"
        autoComplete="name"
        value={userName}
        onValue={setUserName}
      />
      <EmailField id="medlem-epost" value={email} onValue={setEmail} />
      <ValueField
        id="medlem-passord"
        label="Passord"
        hint="Minst 8 tegn."
        type="password"
        autoComplete="new-password"
        minLength={8}
        value={password}
        onValue={setPassword}
      />
      <RememberField id="medlem-husk" checked={remember} onChecked={setRemember} />
      <SubmitButton type="submit" aria-disabled={loading}>
        {loading ? 'Oppretter medlemskap …' : 'Bli medlem'}
      </SubmitButton>
      <p>
        Allerede medlem? <Link to={PAGE_PATHS.login}>Logg inn</Link>
      </p>
    </Form>
  )
}

export default SignUpForm
