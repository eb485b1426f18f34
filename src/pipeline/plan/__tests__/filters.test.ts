/** @jest-environment node */
import { ENGLISH_FILTER_WORDS, ENGLISH_TEXT } from '../english-text'
import { matchesFacets, wantedFilter, FILTER_KEYS } from '../../../lib/programme-filter'
import { production } from '../../__tests__/fixture'
import type { Production, ProgrammeEvent } from '../../../contract/records/programme'
import type { FilterGroup, FilterOption } from '../../../contract/filters'
import { filmFilters, productionFilters, showingFacets, showingFilters } from '../filters'

const film = (id: string, extra: Partial<Production> = {}) =>
  ({ ...production(id), genres: [], ...extra }) as Production
const showing = (
  id: string,
  p: Production,
  startTime: string,
  extra: Partial<ProgrammeEvent> = {},
): ProgrammeEvent => ({
  id,
  eventId: id,
  productionId: p.id,
  startTime,
  location: { name: 'Sal 1' },
  ticketUrl: 'https://billett.example.no/x',
  advertisementFlags: [],
  production: p,
  ...extra,
})
const shows = (facets: string, search: string) =>
  matchesFacets(facets, wantedFilter(search, FILTER_KEYS))

describe("a showing's facets", () => {
  it('name its time of day in Oslo, age, languages, format and accessibility', () => {
    const p = film('a', { ageLimit: '12' })
    const e = showing('1', p, '2026-11-23T18:00:00+01:00', {
      language: 'en',
      subtitles: 'no',
      format: '3D',
      dolbyAtmos: true,
      accessibility: ['synstolking', 'teleslynge'],
      kinds: ['baby_cinema'],
    })
    expect(showingFacets(e)).toBe(
      'tid:kveld alder:9 tale:engelsk tekst:norsk format:3d format:atmos tilgjengelighet:synstolking tilgjengelighet:teleslynge visning:babykino',
    )
  })

  it.each([
    ['2026-11-23T11:59:00+01:00', 'tid:formiddag'],
    ['2026-11-23T12:00:00+01:00', 'tid:ettermiddag'],
    ['2026-11-23T16:59:00+01:00', 'tid:ettermiddag'],
    ['2026-11-23T16:00:00Z', 'tid:kveld'],
    ['2026-06-23T15:00:00Z', 'tid:kveld'],
  ])('put a showing at %s in %s (Oslo time, summer too)', (start, tid) => {
    expect(showingFacets(showing('1', film('a'), start)).split(' ')[0]).toBe(tid)
  })

  // Medietilsynet's companion rule, through the facets the build writes.
  it.each([
    ['A', '5', true],
    ['6', '5', true],
    ['9', '5', false],
    ['9', '6', true],
    ['12', '9', true],
    ['12', '6', false],
    ['15', '12', true],
    ['18', '15', false],
  ] as const)('lets a %s-year film through for a child of %s: %s', (limit, age, expected) => {
    const e = showing('1', film('a', { ageLimit: limit }), '2026-11-23T18:00:00+01:00')
    expect(shows(showingFacets(e), `?alder=${age}`)).toBe(expected)
  })
})

describe("a schedule's filters", () => {
  const a = film('a', { ageLimit: '9' })
  const b = film('b', { ageLimit: '15' })
  const events = [
    // As resolved: Norwegian subtitles on Norwegian speech are for the hard of hearing.
    showing('1', a, '2026-11-23T11:00:00+01:00', {
      language: 'no',
      subtitles: 'no',
      accessibility: ['horselstekst'],
    }),
    showing('2', a, '2026-11-23T18:00:00+01:00', { language: 'no' }),
    showing('3', b, '2026-11-23T20:00:00+01:00', { language: 'en', subtitles: 'no' }),
  ]

  /** Each group's options by its legend, as the form shows them (or as value=label). */
  const optionsOf = (groups: FilterGroup[], show = (o: FilterOption) => o.label) =>
    Object.fromEntries(groups.map((g) => [g.legend, 'options' in g ? g.options.map(show) : []]))

  it('offer only the options that some showings have and some do not', () => {
    expect(optionsOf(showingFilters(events).groups)).toEqual({
      'Tid på dagen': ['Før kl. 12', 'Kveld (fra kl. 17)'],
      'Barnets alder': ['Alle aldre', 'Under 6 år', '6–8 år', '9–11 år', '12–14 år', '15–17 år'],
      Tale: ['Norsk', 'Engelsk'],
      Tekst: ['Norsk'],
      Tilgjengelighet: ['Tekstet for hørselshemmede'],
    })
  })

  it('speak English on an English page, with the values in the address unchanged', () => {
    const words = { filters: ENGLISH_FILTER_WORDS, labels: ENGLISH_TEXT.labels }
    const { groups } = showingFilters(events, words)
    expect(optionsOf(groups, (o) => `${o.value}=${o.label}`)).toEqual({
      'Time of day': ['formiddag=Before 12:00', 'kveld=Evening (from 17:00)'],
      "Child's age": ['=All ages', '5=Under 6', '6=6–8', '9=9–11', '12=12–14', '15=15–17'],
      Speech: ['norsk=Norwegian', 'engelsk=English'],
      Subtitles: ['norsk=Norwegian'],
      Accessibility: ['horselstekst=Subtitles for the hard of hearing'],
    })
    expect(showingFilters(events, words).facets).toEqual(showingFilters(events).facets)
  })

  it("give each showing's facets by its id", () => {
    const { facets } = showingFilters(events)
    const norwegianSubtitles = Object.keys(facets).filter((id) =>
      shows(facets[id]!, '?tekst=norsk'),
    )
    expect(norwegianSubtitles).toEqual(['1', '3'])
  })
})

describe("the culture programme's filters", () => {
  const concert = film('k', { object: 'culture', features: ['Jazz', 'Gjøvik gård'] })
  const play = film('t', { object: 'culture', features: ['teater', 'barn'] })
  const events = [
    showing('1', concert, '2026-12-05T19:00:00+01:00'),
    showing('2', play, '2026-12-06T12:00:00+01:00'),
    showing('3', play, '2026-12-13T12:00:00+01:00'),
  ]

  it("take a production's kinds from its features, and its days from its showings", () => {
    const { facets } = productionFilters(events)
    expect(facets).toEqual({
      k: 'type:konsert dag:2026-12-05',
      t: 'type:teater type:barn dag:2026-12-06 dag:2026-12-13',
    })
  })

  it('offer the kinds there are and a date range over the programme', () => {
    const { groups } = productionFilters(events)
    expect(groups).toEqual([
      {
        control: 'choices',
        key: 'type',
        legend: 'Type arrangement',
        options: [
          { value: 'konsert', label: 'Konserter' },
          { value: 'teater', label: 'Teater, dans og humor' },
          { value: 'barn', label: 'For barn' },
        ],
      },
      { control: 'dates', legend: 'Dato', first: '2026-12-05', last: '2026-12-13' },
    ])
  })
})

describe("the film overview's filters", () => {
  const a = film('a', { ageLimit: '9' })
  const b = film('b', { ageLimit: '15' })
  const events = [
    showing('1', a, '2026-11-23T11:00:00+01:00', { language: 'no', subtitles: 'no' }),
    showing('2', a, '2026-11-24T11:00:00+01:00', { language: 'no', subtitles: 'no' }),
    showing('3', a, '2026-11-23T18:00:00+01:00', {
      language: 'no',
      accessibility: ['synstolking'],
    }),
    showing('4', b, '2026-11-23T20:00:00+01:00', { language: 'en', subtitles: 'no' }),
  ]
  const passing = (search: string) =>
    Object.entries(filmFilters(events).facets)
      .filter(([, f]) => shows(f, search))
      .map(([id]) => id)

  it('let a film pass when one of its showings does', () => {
    expect(passing('?tekst=norsk')).toEqual(['a', 'b'])
    expect(passing('?tilgjengelighet=synstolking')).toEqual(['a'])
    expect(passing('?tid=kveld&tale=engelsk')).toEqual(['b'])
    expect(passing('?alder=9')).toEqual(['a'])
  })

  it('need one showing that has everything asked for, not two that have a part each', () => {
    // Film a has Norwegian subtitles in the morning and audio description in the evening.
    expect(passing('?tekst=norsk&tilgjengelighet=synstolking')).toEqual([])
    expect(passing('?tid=formiddag&tekst=norsk')).toEqual(['a'])
  })

  it("carry each film's different showings once", () => {
    expect(filmFilters(events).facets['a']!.split(' | ')).toHaveLength(2)
  })

  it('offer the options that some films have and some do not', () => {
    const legends = filmFilters(events).groups.map((g) => g.legend)
    // Every film has a showing with Norwegian subtitles, so that choice would filter nothing.
    expect(legends).toEqual(['Tid på dagen', 'Barnets alder', 'Tale', 'Tilgjengelighet'])
  })
})
