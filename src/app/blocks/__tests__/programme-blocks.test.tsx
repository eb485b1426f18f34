import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import type { EventLine, Production } from '../../../contract'
import { AGE_RULES, eventLine, type EventLineInput } from '../../../testing/block-data'
import { AgeLimits } from '../AgeLimits'
import { EXPLAINER_ANCHORS } from '../../../lib/showing-attributes'
import { ShowingLabelGuide } from '../ShowingLabelGuide'
import { MovieInfo } from '../MovieInfo'
import { Schedule } from '../Schedule'
import { TicketList } from '../TicketList'
import { renderWithStore } from '../../../testing/render'
import { createStore } from '../../store/configure-store'
import { sessionActions } from '../../../session/session'
import { KARI } from '../../../testing/partner-handlers'
import { TICKETING } from '../../../testing/partner-urls'

const film: EventLine['production'] = {
  id: 'p1',
  title: 'Fjellvettreglene',
  object: 'movie',
  path: '/fjellvettreglene-DXM20261001',
  ageLimit: '9',
}
const PRICES = [
  { label: 'Voksen', amountNok: 150 },
  { label: 'Barn', amountNok: 110 },
  { label: 'Student', amountNok: 100 },
]
const line = (id: string, startTime: string, extra: Partial<EventLineInput> = {}) =>
  eventLine({
    id,
    eventId: `7${id}`,
    startTime,
    language: 'en',
    subtitles: 'no',
    runMinutes: 118,
    production: film,
    prices: PRICES,
    ...extra,
  })
const events = [
  line('a', '2026-11-23T16:30:00+01:00'),
  line('b', '2026-11-23T20:30:00+01:00'),
  line('c', '2026-11-24T18:00:00+01:00'),
]

const at = (iso: string) => {
  jest.useFakeTimers({ now: new Date(iso) })
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
}
afterEach(() => jest.useRealTimers())

const FIRST_SHOWING = 'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 16:30 Sal 1'

describe('Schedule', () => {
  it("shows today's showings first, each time a booking link, with film, age limit, end, price and labels", () => {
    at('2026-11-23T09:00:00+01:00')
    renderWithStore(<Schedule props={{ heading: 'Kinoprogram', days: 14 }} data={{ events }} />)
    expect(screen.getByRole('button', { name: 'I dag 23. nov.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'I morgen 24. nov.' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const day = screen.getByRole('region', { name: 'mandag 23. november' })
    const rows = within(day).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 16:30 Sal 1Fjellvettreglene9 årslutter ca. 18:28 · fra\u00a0100\u00a0krEngelsk tale · Norsk tekst',
      'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 20:30 Sal 1Fjellvettreglene9 årslutter ca. 22:28 · fra\u00a0100\u00a0krEngelsk tale · Norsk tekst',
    ])
    // The time books the showing; the title leads to the film.
    expect(
      within(rows[0]!).getByRole('link', {
        name: 'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 16:30 Sal 1',
      }),
    ).toHaveAttribute('href', 'https://billett.example.no/a')
    expect(within(rows[0]!).getByRole('link', { name: 'Fjellvettreglene' })).toHaveAttribute(
      'href',
      '/fjellvettreglene-DXM20261001',
    )
    // The labels are words, not links; one link says what they mean.
    expect(screen.getAllByRole('link', { name: 'Hva merkingen betyr' })).toHaveLength(1)
    expect(
      screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.includes('#tale')),
    ).toEqual([])
  })

  it('shows at most its limit of the showings still to come, and links the whole programme', () => {
    at('2026-11-23T09:00:00+01:00')
    const { container } = renderWithStore(
      <Schedule
        props={{ days: 14, limit: 1, more: { href: '/kino', label: 'Se hele kinoprogrammet' } }}
        data={{ events }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Se hele kinoprogrammet' })).toHaveAttribute(
      'href',
      '/kino',
    )
    // The cap is CSS (:nth-child(… of :not([hidden]))), so it holds before the first paint.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('')
    expect(css).toContain(':nth-child(n + 2 of :not([hidden]))')
    expect(container.querySelectorAll('ul[data-view="tid"] > li')).toHaveLength(2)
  })

  it('switches day from the day picker, through the address (?dag=)', async () => {
    const user = at('2026-11-23T09:00:00+01:00')
    const { unmount } = renderWithStore(
      <PageLocationContext.Provider value={{ pathname: '/kino', search: '' }}>
        <Schedule props={{ days: 14 }} data={{ events }} />
      </PageLocationContext.Provider>,
    )
    const tomorrow = screen.getByRole('button', { name: 'I morgen 24. nov.' })
    await user.click(tomorrow)
    // The press shows at once; the day's showings follow after that paint.
    expect(tomorrow).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /^I dag/ })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/kino?dag=2026-11-24'))
    // Gatsby's router gives the page the new address (as a shared link would).
    unmount()
    renderWithStore(
      <PageLocationContext.Provider value={{ pathname: '/kino', search: '?dag=2026-11-24' }}>
        <Schedule props={{ days: 14 }} data={{ events }} />
      </PageLocationContext.Provider>,
    )
    expect(screen.getByRole('region', { name: 'tirsdag 24. november' })).toBeInTheDocument()
    expect(
      screen
        .getAllByRole('listitem', { hidden: false })
        .filter((li) => li.closest('section[aria-labelledby="valgt-dag"]')),
    ).toHaveLength(1)
  })

  it('hides showings that have started', () => {
    at('2026-11-23T17:00:00+01:00')
    renderWithStore(<Schedule props={{ days: 14 }} data={{ events }} />)
    const day = screen.getByRole('region', { name: 'mandag 23. november' })
    expect(
      within(day)
        .getAllByRole('listitem')
        .map((r) => r.querySelector('time')?.textContent),
    ).toEqual(['20:30'])
  })

  it('leaves the days that have ended out of the picker, and opens on today', () => {
    at('2026-11-24T00:10:00+01:00')
    renderWithStore(<Schedule props={{ days: 14 }} data={{ events }} />)
    const picker = screen.getByRole('list', { name: 'Velg dag' })
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['I dag 24. nov.'])
    expect(screen.getByRole('region', { name: 'tirsdag 24. november' })).toBeInTheDocument()
  })

  it('marks each day with the instant it ends, so a page built before hides it', () => {
    at('2026-11-23T09:00:00+01:00')
    renderWithStore(<Schedule props={{ days: 14 }} data={{ events }} />)
    const ends = screen
      .getAllByRole('listitem')
      .filter((li) => li.closest('[aria-label="Velg dag"]'))
      .map((li) => new Date(Number(li.dataset.until)).toISOString())
    expect(ends).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z'])
  })

  it('says so when every showing on the page is over', () => {
    at('2026-11-25T09:00:00+01:00')
    renderWithStore(<Schedule props={{ days: 14 }} data={{ events }} />)
    expect(screen.queryByRole('list', { name: 'Velg dag' })).not.toBeInTheDocument()
    expect(
      screen.getByText(
        'Alle visningene på denne siden er over. Last siden på nytt for å se det nyeste programmet.',
      ),
    ).toBeInTheDocument()
  })

  it('says so when there is no programme', () => {
    renderWithStore(<Schedule props={{ days: 14 }} data={{ events: [] }} />)
    expect(
      screen.getByText('Programmet er ikke klart ennå. Kom gjerne tilbake senere.'),
    ).toBeInTheDocument()
  })
})

describe('TicketList', () => {
  const dubbed = line('d', '2026-11-23T17:00:00+01:00', {
    language: 'no',
    dubbed: true,
    subtitles: undefined,
    format: '3D',
    accessibility: ['synstolking', 'avslappet'],
    kinds: ['final_day'],
  })
  const forHardOfHearing = line('h', '2026-11-23T19:00:00+01:00', {
    language: 'no',
    subtitles: 'no',
    accessibility: ['horselstekst', 'teleslynge'],
    runMinutes: undefined,
  })

  it('says once what every showing has, per hall what the hall has, and on a time what it alone has', () => {
    at('2026-11-23T09:00:00+01:00')
    const inSal3 = (e: EventLine) => ({ ...e, location: { name: 'Sal 3' } })
    const atmos = [
      { label: 'Voksen', amountNok: 170 },
      { label: 'Barn', amountNok: 130 },
      { label: 'Student', amountNok: 120 },
    ]
    const list = [
      {
        ...line('a', '2026-11-23T16:30:00+01:00', { accessibility: ['teleslynge'] }),
        prices: atmos,
      },
      {
        ...line('b', '2026-11-24T16:30:00+01:00', { accessibility: ['teleslynge', 'synstolking'] }),
        prices: atmos,
      },
      inSal3(line('c', '2026-11-25T14:00:00+01:00')),
    ]
    renderWithStore(<TicketList props={{}} data={{ events: list }} />)
    const section = screen.getByRole('region', { name: 'Visninger og billetter' })
    expect(within(section).getByText('Alle visningene:').parentElement).toHaveTextContent(
      'Alle visningene: Engelsk tale · Norsk tekst',
    )
    expect(within(section).getByText('Sal 1:').parentElement).toHaveTextContent(
      'Sal 1: Teleslynge. Priser: Voksen 170 kr · Barn 130 kr · Student 120 kr',
    )
    expect(within(section).getByText('Sal 3:').parentElement).toHaveTextContent(
      'Sal 3: Priser: Voksen 150 kr · Barn 110 kr · Student 100 kr',
    )
    const times = within(section).getAllByRole('link', { name: /^Kjøp billett/ })
    expect(times.map((a) => a.textContent)).toEqual([
      'Kjøp billett til Fjellvettreglene, mandag 23. november kl. 16:30 Sal 1',
      'Kjøp billett til Fjellvettreglene, tirsdag 24. november kl. 16:30 Sal 1Synstolking',
      'Kjøp billett til Fjellvettreglene, onsdag 25. november kl. 14:00 Sal 3',
    ])
    // One link explains every label, and no label is a link of its own.
    expect(within(section).getByRole('link', { name: 'Hva merkingen betyr' })).toHaveAttribute(
      'href',
      '/tilgjengelighet#merking',
    )
    expect(within(section).getAllByRole('link')).toHaveLength(4)
  })

  it('names every label of a showing in words, subtitles for the hard of hearing once', () => {
    at('2026-11-23T09:00:00+01:00')
    renderWithStore(<TicketList props={{}} data={{ events: [dubbed, forHardOfHearing] }} />)
    const [first, second] = screen.getAllByRole('link', { name: /^Kjøp billett/ })
    expect(first).toHaveTextContent(
      'Norsk tale (dubbet) · 3D · Synstolking · Avslappet visning · Siste visning',
    )
    // Norwegian subtitles on Norwegian speech say what they are for, once.
    expect(second).toHaveTextContent('Norsk tale · Tekstet for hørselshemmede · Teleslynge')
  })

  it('puts the showings in a cell per day, the weekday short to the eye and whole to a screen reader', () => {
    at('2026-11-23T09:00:00+01:00')
    renderWithStore(<TicketList props={{}} data={{ events }} />)
    const days = screen.getAllByRole('heading', { level: 3 })
    expect(days.map((h) => h.textContent)).toEqual(['man.mandag 23. nov.', 'tir.tirsdag 24. nov.'])
    expect(days[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('man.')
    expect(days[0]!.nextElementSibling!.querySelectorAll('li')).toHaveLength(2)
  })

  it("sends a member's purchase through the checkout profile auth, with the token in a form post", async () => {
    const user = at('2026-11-23T09:00:00+01:00')
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    const store = createStore()
    store.dispatch(sessionActions.profileStored(KARI))
    renderWithStore(<TicketList props={{}} data={{ events }} />, { store })
    await user.click(screen.getByRole('link', { name: FIRST_SHOWING }))
    expect(submit).toHaveBeenCalledTimes(1)
    const form = submit.mock.contexts[0] as HTMLFormElement
    expect(form.method).toBe('post')
    expect(form.action).toBe(`${TICKETING}/checkout/profile-auth`)
    const fields = [...form.querySelectorAll('input')].map((i) => [i.name, i.value])
    expect(Object.fromEntries(fields)).toEqual({
      token: KARI.token,
      ticketUrl: 'https://billett.example.no/a',
      returnUrl: `${window.location.origin}/kjop-fullfort`,
    })
    submit.mockRestore()
  })

  it('lets an anonymous visitor follow the ticket link itself', async () => {
    at('2026-11-23T09:00:00+01:00')
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    renderWithStore(<TicketList props={{}} data={{ events }} />)
    const buy = screen.getByRole('link', { name: FIRST_SHOWING })
    expect(buy).toHaveAttribute('href', 'https://billett.example.no/a')
    const followed = fireEvent.click(buy) // false when the click was prevented
    expect(followed).toBe(true)
    expect(submit).not.toHaveBeenCalled()
    submit.mockRestore()
  })

  it('never offers a showing that has started, and says when none are left', () => {
    at('2026-11-25T09:00:00+01:00')
    renderWithStore(<TicketList props={{}} data={{ events }} />)
    expect(screen.queryByRole('link', { name: /Kjøp billett/ })).not.toBeInTheDocument()
    expect(screen.getByText('Det er ingen planlagte visninger akkurat nå.')).toBeInTheDocument()
  })
})

describe('MovieInfo', () => {
  const production = (ageLimit: Production['ageLimit']) =>
    ({
      id: 'p1',
      object: 'movie',
      title: 'Fjellvettreglene',
      contents: [{ summary: 'Tre søsken arver en hytte.', body: 'Lang tekst.' }],
      genres: ['Komedie'],
      lengthMinutes: 98,
      language: 'no',
      ageLimit,
    }) as unknown as Production & { path: string }

  it.each(AGE_RULES)('explains the age limit %s as Medietilsynet states it', (age, rule) => {
    renderWithStore(<MovieInfo props={{}} data={{ production: production(age) }} />)
    expect(screen.getByText(rule, { exact: false })).toBeInTheDocument()
  })

  it('lists length and genre', () => {
    renderWithStore(<MovieInfo props={{}} data={{ production: production('9') }} />)
    expect(screen.getByText('1 t 38 min')).toBeInTheDocument()
    expect(screen.getByText('Komedie')).toBeInTheDocument()
  })

  it('names the original title of a foreign film', () => {
    const foreign = {
      ...production('12'),
      title: 'Mesterkokken',
      originalTitle: 'Le Grand Chef',
      language: 'fr',
      subtitles: 'no',
    } as Production & { path: string }
    renderWithStore(<MovieInfo props={{}} data={{ production: foreign }} />)
    const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent
    expect(fact('Originaltittel')).toBe('Le Grand Chef')
  })
})

describe('ShowingLabelGuide', () => {
  it('gives every label kind a section that the labels reach by its id', () => {
    const sections = EXPLAINER_ANCHORS.map((anchor) => ({
      anchor,
      heading: `Om ${anchor}`,
      text: [`Hva ${anchor} betyr.`],
    }))
    const { container } = renderWithStore(
      <ShowingLabelGuide props={{ heading: 'Slik er visningene merket', sections }} data={{}} />,
    )
    for (const anchor of EXPLAINER_ANCHORS) {
      const heading = container.querySelector(`#${anchor}`) as HTMLElement
      expect(heading).toBe(screen.getByRole('heading', { level: 3, name: `Om ${anchor}` }))
      expect(heading.nextElementSibling).toHaveTextContent(`Hva ${anchor} betyr.`)
    }
  })
})

describe('AgeLimits', () => {
  it('gives each limit the same rule the film pages give', () => {
    renderWithStore(<AgeLimits props={{ heading: 'Hvem kan se filmen?' }} data={{}} />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      AGE_RULES.map(([, rule]) => rule),
    )
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Tillatt for alle',
      '6 år',
      '9 år',
      '12 år',
      '15 år',
      '18 år',
    ])
  })
})
