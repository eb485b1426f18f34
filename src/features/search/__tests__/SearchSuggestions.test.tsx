import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { http, HttpResponse } from 'msw'
import { useRef } from 'react'
import { server, setupMswForTests } from '../../../testing/msw-server'
import SearchSuggestions from '../SearchSuggestions'

setupMswForTests()

const index = [
  {
    kind: 'page',
    title: 'Parkering',
    page: 'Praktisk informasjon',
    url: '/praktisk-info#parkering',
    text: 'Nærmeste parkering er i Fjellhallen p-hus.',
  },
  {
    kind: 'page',
    title: 'Praktisk informasjon',
    url: '/praktisk-info',
    text: 'Åpningstider, adresse og parkering.',
  },
]

/** The header's field, as the layout renders it, with the list added on its first focus. */
const Header = () => {
  const field = useRef<HTMLInputElement>(null)
  return (
    <form role="search" action="/search">
      <label htmlFor="f">Søk i program, sider og artikler</label>
      <input id="f" ref={field} type="search" name="q" />
      <SearchSuggestions field={field} />
    </form>
  )
}

beforeEach(() =>
  server.use(http.get('http://localhost/search-index.json', () => HttpResponse.json(index))),
)

describe('SearchSuggestions', () => {
  it('makes the field a combobox whose list shows results from the second letter', async () => {
    const user = userEvent.setup()
    render(<Header />)
    const field = screen.getByRole('combobox', { name: 'Søk i program, sider og artikler' })
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).toHaveAttribute('autocomplete', 'off')
    await user.type(field, 'p')
    expect(screen.queryByRole('option')).toBeNull()
    await user.type(field, 'arkering')
    const list = await screen.findByRole('listbox', { name: 'Treff' })
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', list.id)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ParkeringPraktisk informasjon',
      'Praktisk informasjonSide',
      'Se alle treff for «parkering»',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('2 treff. Velg med pil opp og ned.')
  })

  it('moves the choice with the arrows, opens it with Enter and closes the list with Escape', async () => {
    const user = userEvent.setup()
    render(<Header />)
    const field = screen.getByRole('combobox')
    await user.type(field, 'parkering')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}')
    const [first, , all] = screen.getAllByRole('option')
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', first!.id)
    // Up from the first is the last: «Se alle treff».
    await user.keyboard('{ArrowUp}')
    expect(all).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(navigate).toHaveBeenLastCalledWith('/praktisk-info#parkering')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible()
    expect(field).toHaveAttribute('aria-expanded', 'false')
    // The field keeps what was typed: Escape closed the list, not the query.
    expect(field).toHaveValue('parkering')
  })

  it('says when nothing is found, and when the index cannot be loaded', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Header />)
    await user.type(screen.getByRole('combobox'), 'operaball')
    expect(await screen.findByText('Ingen treff.')).toHaveAttribute('role', 'status')
    unmount()
    server.use(
      http.get('http://localhost/search-index.json', () => new HttpResponse(null, { status: 500 })),
    )
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Header />)
    expect(
      await screen.findByText('Søket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.'),
    ).toBeInTheDocument()
    error.mockRestore()
  })
})
