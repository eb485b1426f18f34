import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LinkedProduction } from '../../../contract'
import { eventLine } from '../../../testing/block-data'
import { renderWithStore } from '../../../testing/render'
import { ProductionIntro } from '../ProductionIntro'

const film = {
  id: 'p1',
  object: 'movie',
  objectClass: 'movie',
  title: 'Fjellvettreglene',
  path: '/fjellvettreglene-DXM20261001',
  contents: [{ summary: 'Tre søsken arver en hytte.', body: 'Lang tekst.' }],
  assets: [],
  genres: ['Komedie'],
  lengthMinutes: 98,
  language: 'no',
  ageLimit: '9',
} as unknown as LinkedProduction

const showings = [
  eventLine({ id: 'a', eventId: '7a', startTime: '2099-11-23T16:30:00+01:00' }),
  eventLine({ id: 'b', eventId: '7b', startTime: '2099-11-23T20:30:00+01:00' }),
]

const intro = (production: LinkedProduction) =>
  renderWithStore(
    <ProductionIntro props={{ privacy: '/personvern' }} data={{ production, events: showings }} />,
  )

describe('ProductionIntro', () => {
  it('gives the facts in one line, the next showing with «Kjøp billett», and «Del»', async () => {
    intro(film)
    expect(screen.getByRole('heading', { level: 1, name: 'Fjellvettreglene' })).toBeInTheDocument()
    expect(screen.getByText('9 år · 1 t 38 min · Komedie · Norsk tale')).toBeInTheDocument()
    const next = screen.getByRole('region', { name: 'Neste visning' })
    // Only the first showing still to come is offered.
    const buy = within(next).getAllByRole('link', { name: /^Kjøp billett/ })
    expect(buy).toHaveLength(1)
    expect(buy[0]).toHaveAccessibleName(
      /^Kjøp billett til Fjellvettreglene \w+ 23\. november kl\. 16:30$/,
    )
    expect(await screen.findByRole('button', { name: 'Del Fjellvettreglene' })).toBeVisible()
  })

  it('shows no label for credits or a trailer the film does not have', () => {
    intro(film)
    expect(screen.queryByText(/Regi/)).toBeNull()
    expect(screen.queryByText(/^Med /)).toBeNull()
    expect(screen.queryByRole('button', { name: /trailer/ })).toBeNull()
  })

  it('names the credits, and plays the trailer only when asked, in a titled frame', async () => {
    intro({
      ...film,
      directors: ['Ingrid Haugen'],
      cast: ['Ola Berg', 'Kari Lunde', 'Per Vik', 'Siv Moe', 'Tor Dahl', 'Ivar Sand'],
      productionYear: 2025,
      countries: ['Norge'],
      trailer: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    })
    expect(screen.getByText('Regi: Ingrid Haugen · Norge 2025')).toBeInTheDocument()
    // A handful of the cast: the first five.
    expect(
      screen.getByText('Med Ola Berg, Kari Lunde, Per Vik, Siv Moe, Tor Dahl'),
    ).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/^Traileren spilles av fra YouTube/)).toBeInTheDocument()
    await act(() =>
      userEvent.click(screen.getByRole('button', { name: 'Se trailer for Fjellvettreglene' })),
    )
    const frame = document.querySelector('iframe')!
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0?autoplay=1',
    )
    expect(frame).toHaveAttribute('title', 'Trailer: Fjellvettreglene (YouTube)')
    expect(frame).toHaveFocus()
  })
})
