import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { useState, type ReactElement } from 'react'
import type { EventSummary, FilterSet } from '../../../contract'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import { eventLine, productionCard } from '../../../testing/block-data'
import { renderWithStore } from '../../../testing/render'
import { CultureProgramme } from '../CultureProgramme'
import { Events } from '../Events'
import { Schedule } from '../Schedule'

const events = [
  eventLine({ id: 'a', startTime: '2026-11-23T16:30:00+01:00', language: 'no' }),
  eventLine({ id: 'b', startTime: '2026-11-23T20:30:00+01:00', language: 'en', subtitles: 'no' }),
  eventLine({ id: 'c', startTime: '2026-11-23T21:00:00+01:00', language: 'sv', subtitles: 'no' }),
]
const filters: FilterSet = {
  groups: [
    {
      control: 'choices',
      key: 'tid',
      legend: 'Tid på dagen',
      options: [
        { value: 'ettermiddag', label: 'Kl. 12–17' },
        { value: 'kveld', label: 'Kveld (fra kl. 17)' },
      ],
    },
    {
      control: 'choices',
      key: 'tekst',
      legend: 'Tekst',
      options: [{ value: 'norsk', label: 'Norsk' }],
    },
  ],
  facets: {
    a: 'tid:ettermiddag tale:norsk',
    b: 'tid:kveld tale:engelsk tekst:norsk',
    c: 'tid:kveld tale:svensk tekst:norsk',
  },
}

/** The page's location, which a test can move (as back and forward do). */
let goTo: (search: string) => void = () => {}
const Located = ({ search, ui }: { search: string; ui: ReactElement }) => {
  const [current, setCurrent] = useState(search)
  goTo = setCurrent
  return (
    <PageLocationContext.Provider value={{ pathname: '/kino', search: current }}>
      {ui}
    </PageLocationContext.Provider>
  )
}

const at = (search: string, ui: ReactElement) => {
  jest.useFakeTimers({ now: new Date('2026-11-23T09:00:00+01:00') })
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const view = renderWithStore(<Located search={search} ui={ui} />)
  return { user, ...view }
}
afterEach(() => {
  jest.useRealTimers()
  jest.mocked(navigate).mockClear()
})

const schedule = (
  <Schedule props={{ heading: 'Kinoprogram', days: 14 }} data={{ events, filters }} />
)
const shownTimes = () =>
  within(screen.getByRole('region', { name: 'mandag 23. november' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('time')?.textContent)

describe('the schedule filtered from the URL', () => {
  it('shows only the showings the URL asks for, ticks the box and says how many', async () => {
    at('?tekst=norsk&tid=kveld', schedule)
    expect(await screen.findByRole('checkbox', { name: 'Norsk' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Kveld (fra kl. 17)' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Kl. 12–17' })).not.toBeChecked()
    expect(shownTimes()).toEqual(['20:30', '21:00'])
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 av 3 visninger denne dagen passer filteret.',
    )
  })

  it('shows everything, and says nothing, without a filter', async () => {
    at('', schedule)
    expect(await screen.findByRole('checkbox', { name: 'Norsk' })).not.toBeChecked()
    expect(shownTimes()).toEqual(['16:30', '20:30', '21:00'])
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('puts a ticked box in the URL, beside what is there', async () => {
    const { user } = at('?tid=kveld', schedule)
    await user.click(await screen.findByRole('checkbox', { name: 'Norsk' }))
    expect(navigate).toHaveBeenLastCalledWith('/kino?tid=kveld&tekst=norsk')
  })

  it('follows the URL back, unticking the box the visitor just ticked', async () => {
    at('?tekst=norsk', schedule)
    const box = await screen.findByRole('checkbox', { name: 'Norsk' })
    box.focus()
    // Awaited: the form recounts the shown showings as the list changes, a moment after.
    await act(async () => goTo(''))
    expect(box).not.toBeChecked()
    expect(shownTimes()).toEqual(['16:30', '20:30', '21:00'])
  })

  it('drops the whole filter from the URL on reset', async () => {
    const { user } = at('?tekst=norsk', schedule)
    await user.click(await screen.findByRole('button', { name: 'Nullstill filter' }))
    expect(navigate).toHaveBeenLastCalledWith('/kino')
  })

  it('keeps the filter panel shut when the URL has a filter, and says how many are chosen', async () => {
    // A link to tonight's showings lands on the showings, not on the form over them.
    at('?tekst=norsk', schedule)
    await screen.findByRole('checkbox', { name: 'Norsk' })
    const panel = screen.getByText('Filtrer', { exact: false }).closest('details')
    expect(panel).toHaveTextContent('(1 valgt)')
    expect(panel).not.toHaveAttribute('open')
  })

  it('offers a reset under a list the filter has emptied', async () => {
    at('?tekst=norsk&tid=ettermiddag', schedule)
    await screen.findByRole('checkbox', { name: 'Norsk' })
    expect(shownTimes()).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent('0 av 3 visninger')
    expect(screen.getByText(/Ingen visninger denne dagen passer filteret/)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Nullstill filter' })).toHaveLength(2)
  })

  it('links to tonight where the block says so', async () => {
    at('', <Schedule props={{ days: 14, tonight: '/kino?tid=kveld' }} data={{ events }} />)
    expect(screen.getByRole('link', { name: 'Se kveldens visninger' })).toHaveAttribute(
      'href',
      '/kino?tid=kveld',
    )
    // No filter in its data: no filter form.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await act(async () => {})
  })
})

describe('the culture programme filtered from the URL', () => {
  const productions = [
    productionCard({ id: 'k', title: 'Jazzkveld', object: 'culture' }),
    productionCard({ id: 't', title: 'Peer Gynt', object: 'culture' }),
  ]
  const cultureFilters: FilterSet = {
    groups: [
      {
        control: 'choices',
        key: 'type',
        legend: 'Type arrangement',
        options: [
          { value: 'konsert', label: 'Konserter' },
          { value: 'teater', label: 'Teater, dans og humor' },
        ],
      },
      { control: 'dates', legend: 'Dato', first: '2026-12-01', last: '2026-12-31' },
    ],
    facets: { k: 'type:konsert dag:2026-12-05', t: 'type:teater dag:2026-12-12' },
  }
  const culture = (
    <CultureProgramme
      props={{ heading: 'Alle arrangementer' }}
      data={{ productions, events: [] as EventSummary[], filters: cultureFilters }}
    />
  )
  const shownTitles = () =>
    screen
      .getAllByRole('heading', { level: 3 })
      .filter((h) => !h.closest('li')?.hidden)
      .map((h) => h.textContent)

  it('shows the productions of the kind and dates asked for', async () => {
    at('?type=konsert&type=teater&fra=2026-12-10', culture)
    expect(await screen.findByLabelText('Fra')).toHaveValue('2026-12-10')
    expect(shownTitles()).toEqual(['Peer Gynt'])
    expect(screen.getByRole('status')).toHaveTextContent('1 av 2 arrangementer passer filteret.')
  })

  it('offers no day that is over, on a page built days ago', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-15T23:30:00+01:00') })
    renderWithStore(<Located search="" ui={culture} />)
    await waitFor(() => expect(screen.getByLabelText('Fra')).toHaveAttribute('min', '2026-12-15'))
    expect(screen.getByLabelText('Til')).toHaveAttribute('min', '2026-12-15')
    expect(screen.getByLabelText('Til')).toHaveAttribute('max', '2026-12-31')
  })

  it('offers the last day alone once the programme is over', async () => {
    jest.useFakeTimers({ now: new Date('2027-01-04T10:00:00+01:00') })
    renderWithStore(<Located search="" ui={culture} />)
    await waitFor(() => expect(screen.getByLabelText('Fra')).toHaveAttribute('min', '2026-12-31'))
  })

  it('offers the programme from its first day while that day is to come', async () => {
    at('', culture)
    expect(await screen.findByLabelText('Fra')).toHaveAttribute('min', '2026-12-01')
  })

  it('puts a date in the URL when its field is left', async () => {
    const { user } = at('', culture)
    const til = await screen.findByLabelText('Til')
    await user.type(til, '2026-12-06')
    await user.tab()
    expect(navigate).toHaveBeenLastCalledWith('/kino?til=2026-12-06')
  })
})

describe('the film overview filtered from the URL', () => {
  const productions = [
    productionCard({ id: 'a', title: 'Elgen Elias' }),
    productionCard({ id: 'b', title: 'Nattskiftet' }),
    productionCard({ id: 'c', title: 'Kommer snart' }),
  ]
  const filmFilters: FilterSet = {
    groups: [
      {
        control: 'choices',
        key: 'tekst',
        legend: 'Tekst',
        options: [{ value: 'norsk', label: 'Norsk' }],
      },
    ],
    // Film c has no showings yet.
    facets: { a: 'tid:formiddag tale:norsk | tid:kveld tekst:norsk', b: 'tid:kveld tale:engelsk' },
  }
  const overview = (
    <Events props={{}} data={{ productions, events: [] as EventSummary[], filters: filmFilters }} />
  )
  const shownTitles = () =>
    screen
      .getAllByRole('heading', { level: 3 })
      .filter((h) => !h.closest('li')?.hidden)
      .map((h) => h.textContent)

  it('shows the films with a showing that has what the URL asks for, and counts them', async () => {
    at('?tekst=norsk', overview)
    expect(await screen.findByRole('checkbox', { name: 'Norsk' })).toBeChecked()
    expect(shownTitles()).toEqual(['Elgen Elias'])
    expect(screen.getByRole('status')).toHaveTextContent('1 av 3 filmer passer filteret.')
  })

  it('gives every card its facets for the head script, none for a film without showings', () => {
    at('', overview)
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li'))
    expect(cards.map((li) => li?.getAttribute('data-f'))).toEqual([
      filmFilters.facets['a'],
      filmFilters.facets['b'],
      '',
    ])
  })

  it('shows the cards alone, with nothing to filter, without filters in its data', async () => {
    at('?tekst=norsk', <Events props={{}} data={{ productions, events: [] }} />)
    await act(async () => {})
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(shownTitles()).toEqual(['Elgen Elias', 'Nattskiftet', 'Kommer snart'])
  })
})
