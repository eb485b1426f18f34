// /kinoklubb: log in with e-mail and password. A failed login says what happened, in plain
// Norwegian, and the form can be sent again; success goes on to the page that sent the
// member here, or min side.
import { Link } from 'gatsby'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorReport } from '../../../components/ui/ErrorReport'
import { useQueryParam } from '../../../components/page-context/PageLocation'
import {
  Alert,
  EmailField,
  Form,
  LinkButton,
  RememberField,
  Status,
  SubmitButton,
  ValueField,
} from '../../../components/ui/form'
import { PAGE_PATHS, signUpHref } from '../../../contract'
import { useAppDispatch, useAppSelector } from '../../../client/redux/hooks'
import {
  selectLogoutIncomplete,
  selectSessionEnded,
  selectTimedOut,
  selectUserProfile,
  sessionActions,
} from '../../../session/session'
import { selectLogin } from '../selectors'
import { userActions } from '../slice'
import { useFormRequest } from './use-form-request'
import { useGoOnAfterLogin } from './use-member-navigation'

const LoginForm = () => {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectUserProfile)
  const { pending: loading, error, markSent } = useFormRequest(selectLogin)
  const { returnTo, markSubmitted } = useGoOnAfterLogin()
  const loggedOut = useQueryParam('utlogget') === '1'
  const logoutIncomplete = useAppSelector(selectLogoutIncomplete)
  const sessionEnded = useAppSelector(selectSessionEnded)
  const timedOut = useAppSelector(selectTimedOut)
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)

  if (profile?.token) {
    return (
      <div>
        <Status>Du er logget inn som {profile.userName}.</Status>
        <p>
          <Link to={returnTo === PAGE_PATHS.minSide ? PAGE_PATHS.minSide : returnTo}>
            Gå videre til Min side
          </Link>
        </p>
        <LinkButton type="button" onClick={() => dispatch(sessionActions.loggedOut())}>
          Logg ut
        </LinkButton>
      </div>
    )
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    markSubmitted()
    markSent()
    dispatch(userActions.loginRequested({ email: email.trim(), password, remember }))
  }

  return (
    <Form ref={form} onSubmit={submit} aria-labelledby="logg-inn-tittel">
      <h2 id="logg-inn-tittel">Logg inn i kinoklubben</h2>
      {sessionEnded && !error && <Status>Innloggingen din har gått ut. Logg inn på nytt.</Status>}
      {timedOut && !error && (
        <Status>
          Du ble logget ut etter 30 minutter uten aktivitet, og billettene og ønskelisten din er
          fjernet fra denne nettleseren. Logg inn på nytt.
        </Status>
      )}
      {loggedOut && !error && !logoutIncomplete && !sessionEnded && !timedOut && (
        <Status>Du er logget ut.</Status>
      )}
      {logoutIncomplete && !error && (
        <Alert>
          Du er logget ut på denne enheten, men vi fikk ikke kontakt med kinoklubben for å avslutte
          innloggingen. Bruker du en delt datamaskin, bør du lukke nettleseren.
        </Alert>
      )}
      {error && (
        <ErrorReport error={error} onRetry={() => form.current?.requestSubmit()} takeFocus />
      )}
      <EmailField id="login-epost" value={email} onValue={setEmail} />
      <ValueField
        id="login-passord"
        label="Passord"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <RememberField id="login-husk" checked={remember} onChecked={setRemember} />
      <SubmitButton type="submit" aria-disabled={loading}>
        {loading ? 'Logger inn …' : 'Logg inn'}
      </SubmitButton>
      <p>
        <Link to={PAGE_PATHS.forgotPassword}>Glemt passordet?</Link>
      </p>
      <p>
        Ikke medlem ennå?{' '}
        <Link to={signUpHref(returnTo === PAGE_PATHS.minSide ? undefined : returnTo)}>
          Bli medlem i kinoklubben
        </Link>
      </p>
    </Form>
  )
}

export default LoginForm
