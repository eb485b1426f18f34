import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { http, HttpResponse } from 'msw'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import { server, setupMswForTests } from '../../../testing/msw-server'
import { cutOffLogin } from '../../../testing/partner-handlers'
import { sessionActions } from '../../../session/session'
import { MEMBER_API } from '../../../testing/partner-urls'
import { renderWithStore } from '../../../testing/render'
import { HeaderLogin } from '../components/HeaderLogin'
import ForgotPasswordForm from '../components/ForgotPasswordForm'
import LoginForm from '../components/LoginForm'
import SignUpForm from '../components/SignUpForm'
import { PROFILE_KEY } from '../../../session/session-storage'

setupMswForTests()
beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
})

const at = (search: string, ui: React.ReactElement) => (
  <PageLocationContext.Provider value={{ pathname: '/kinoklubb', search }}>
    {ui}
  </PageLocationContext.Provider>
)

describe('login form', () => {
  it('has labelled fields with autocomplete', () => {
    renderWithStore(<LoginForm />)
    expect(screen.getByLabelText('E-postadresse')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Passord')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('logs in, stores the profile and returns the member to the page that sent them', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ marsToken: 't', UserName: 'Kari', UserInfo: 'kari@example.no' }),
      ),
    )
    renderWithStore(at('?tilbake=%2Fkinoklubb%2Fmin-side', <LoginForm />), { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByText(/Du er logget inn som Kari/)).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/kinoklubb/min-side', { replace: true })
    expect(JSON.parse(sessionStorage.getItem(PROFILE_KEY)!).token).toBe('t')
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it('offers «Husk meg», off by default, and keeps a remembered member on the device', async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ marsToken: 't', UserName: 'Kari', UserInfo: 'kari@example.no' }),
      ),
    )
    renderWithStore(<LoginForm />, { withSagas: true })
    const remember = screen.getByRole('checkbox', { name: 'Husk meg på denne enheten' })
    expect(remember).not.toBeChecked()
    expect(remember).toHaveAccessibleDescription(/Ikke kryss av på en datamaskin andre også bruker/)
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(remember)
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByText(/Du er logget inn som Kari/)).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!).token).toBe('t')
  })

  it("announces the server's message when the password is wrong", async () => {
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ message: 'Feil e-postadresse eller passord.' }, { status: 401 }),
      ),
    )
    renderWithStore(<LoginForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'feil')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Feil e-postadresse eller passord.')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('explains a network failure in Norwegian and keeps the form usable', async () => {
    server.use(http.post(`${MEMBER_API}/login`, () => HttpResponse.error()))
    renderWithStore(<LoginForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi fikk ikke kontakt med kinoklubben. Sjekk nettforbindelsen og prøv igjen.',
    )
    expect(screen.getByRole('button', { name: 'Logg inn' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus()
    expect(screen.getByText('Network Error', { exact: false })).not.toBeVisible()
  })

  it('shows neither the HTML nor the English of a proxy error page, and sends the login once', async () => {
    let sent = 0
    server.use(
      http.post(`${MEMBER_API}/login`, () => {
        sent++
        return HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
        })
      }),
    )
    renderWithStore(<LoginForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Kinoklubben har en feil hos seg akkurat nå. Det er ikke noe galt med det du gjorde. Prøv igjen om litt.',
    )
    expect(alert.textContent).not.toMatch(/Bad Gateway|<|html/)
    expect(sent).toBe(1)
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }))
    await waitFor(() => expect(sent).toBe(2))
  })

  it('stores no profile from a login answer cut off mid-JSON, and says so', async () => {
    server.use(cutOffLogin)
    renderWithStore(<LoginForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi forstod ikke svaret fra kinoklubben.',
    )
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it.each(['%2F%2Fevil.example', '%2F%09%2Fevil.example', '%2F%5Cevil.example'])(
    'never sends a member off the site through ?tilbake=%s',
    async (tilbake) => {
      server.use(
        http.post(`${MEMBER_API}/login`, () =>
          HttpResponse.json({ marsToken: 't', UserName: 'Kari', UserInfo: 'kari@example.no' }),
        ),
      )
      renderWithStore(at(`?tilbake=${tilbake}`, <LoginForm />), { withSagas: true })
      await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
      await userEvent.type(screen.getByLabelText('Passord'), 'x')
      await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
      await screen.findByText(/Du er logget inn/)
      expect(navigate).toHaveBeenCalledWith('/kinoklubb/min-side', { replace: true })
    },
  )

  it('says how long to wait when too many logins have failed', async () => {
    const message = 'For mange mislykkede forsøk på å logge inn. Vent 15 minutter og prøv igjen.'
    server.use(
      http.post(`${MEMBER_API}/login`, () =>
        HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': '900' } }),
      ),
    )
    renderWithStore(<LoginForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'Kinoklubb118')
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
  })

  it('logs out at the partner, and warns when the partner could not be reached', async () => {
    server.use(http.post(`${MEMBER_API}/logout`, () => HttpResponse.error()))
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ userName: 'Kari', email: 'kari@example.no', token: 't' }),
    )
    const { store } = renderWithStore(<LoginForm />, { withSagas: true })
    act(() => {
      store.dispatch(sessionActions.profileRequested())
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Logg ut' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /logget ut på denne enheten, men vi fikk ikke kontakt med kinoklubben/,
    )
    expect(screen.getByLabelText('E-postadresse')).toBeInTheDocument()
    logged.mockRestore()
  })
})

describe('sign-up form', () => {
  it('creates the account with name, e-mail and password', async () => {
    let sent: unknown
    server.use(
      http.post(`${MEMBER_API}/createUser`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ Token: 'n', UserName: 'Nora', ContactEmail: 'nora@example.no' })
      }),
    )
    const { store } = renderWithStore(<SignUpForm />, { withSagas: true })
    expect(screen.getByLabelText('Passord')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByLabelText('Passord')).toHaveAccessibleDescription('Minst 8 tegn.')
    await userEvent.type(screen.getByLabelText('Navn'), 'Nora')
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'nora@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig1')
    await userEvent.click(screen.getByRole('button', { name: 'Bli medlem' }))
    await waitFor(() => expect(store.getState().session.userProfile?.userName).toBe('Nora'))
    expect(sent).toEqual({ userName: 'Nora', email: 'nora@example.no', password: 'hemmelig1' })
    expect(navigate).toHaveBeenCalledWith('/kinoklubb/min-side', { replace: true })
  })

  it("shows the server's message when the address is taken", async () => {
    server.use(
      http.post(`${MEMBER_API}/createUser`, () =>
        HttpResponse.json({ message: 'Det finnes allerede et medlem.' }, { status: 409 }),
      ),
    )
    renderWithStore(<SignUpForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('Navn'), 'Kari')
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig1')
    await userEvent.click(screen.getByRole('button', { name: 'Bli medlem' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Det finnes allerede et medlem.')
  })
})

describe('forgotten password form', () => {
  it('confirms once the e-mail is sent', async () => {
    server.use(http.post(`${MEMBER_API}/forgotPassword`, () => new HttpResponse(null)))
    renderWithStore(<ForgotPasswordForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.click(screen.getByRole('button', { name: 'Send lenke' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Vi har sendt en e-post til kari@example.no/,
    )
  })

  it("shows the server's message when it fails", async () => {
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, () =>
        HttpResponse.json({ message: 'E-postadressen er ikke gyldig.' }, { status: 400 }),
      ),
    )
    renderWithStore(<ForgotPasswordForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.click(screen.getByRole('button', { name: 'Send lenke' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('E-postadressen er ikke gyldig.')
  })

  it('shows the error a 2xx answer carries, and does not say the e-mail is sent', async () => {
    server.use(
      http.post(`${MEMBER_API}/forgotPassword`, () =>
        HttpResponse.json({ Message: 'Kontoen er sperret. Ring kinoen.' }),
      ),
    )
    renderWithStore(<ForgotPasswordForm />, { withSagas: true })
    await userEvent.type(screen.getByLabelText('E-postadresse'), 'kari@example.no')
    await userEvent.click(screen.getByRole('button', { name: 'Send lenke' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Kontoen er sperret. Ring kinoen.')
    expect(screen.queryByText(/Vi har sendt en e-post/)).not.toBeInTheDocument()
  })
})

describe('header login state', () => {
  it('offers login to a visitor and min side to a member', async () => {
    const { store } = renderWithStore(<HeaderLogin />, { withSagas: true })
    expect(screen.getByRole('link', { name: 'Logg inn i kinoklubben' })).toHaveAttribute(
      'href',
      '/kinoklubb',
    )
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ userName: 'Kari', email: 'kari@example.no', token: 't' }),
    )
    act(() => {
      store.dispatch(sessionActions.profileRequested())
    })
    expect(
      await screen.findByRole('link', { name: /Min side.*logget inn som Kari/ }),
    ).toHaveAttribute('href', '/kinoklubb/min-side')
  })
})
