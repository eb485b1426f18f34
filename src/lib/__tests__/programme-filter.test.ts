import {
  FILTER_KEYS,
  filterSearch,
  formFilter,
  matchesFacets,
  showWanted,
  wantedFilter,
} from '../programme-filter'

const wanted = (search: string) => wantedFilter(search, FILTER_KEYS)
const matches = (facets: string, search: string) => matchesFacets(facets, wanted(search))

describe('the programme filter in the URL', () => {
  it('reads the filter keys of a query string and drops other keys and empty values', () => {
    expect(
      wanted('?tekst=norsk&q=lys&tid=&tilgjengelighet=synstolking&tilgjengelighet=teleslynge'),
    ).toEqual([
      ['tekst', 'norsk'],
      ['tilgjengelighet', 'synstolking'],
      ['tilgjengelighet', 'teleslynge'],
    ])
  })

  it.each([
    ['%E0%A4%A', []],
    ['?tekst=%ZZ&&=&tale', [['tekst', '%ZZ']]],
    ['?__proto__=x&constructor=y', []],
  ])('survives a malformed query string %s', (search, expected) => {
    expect(wanted(search)).toEqual(expected)
  })

  it('writes a form back as a query string, filter keys only', () => {
    expect(
      filterSearch([
        ['tekst', 'norsk'],
        ['alder', ''],
        ['q', 'lys'],
        ['tilgjengelighet', 'synstolking'],
      ]),
    ).toBe('?tekst=norsk&tilgjengelighet=synstolking')
    expect(filterSearch([['alder', '']])).toBe('')
  })
})

describe('matching a showing against the filter', () => {
  const norwegianSubtitles =
    'tid:kveld alder:9 tale:engelsk tekst:norsk format:2d tilgjengelighet:teleslynge'

  it('matches everything without a filter', () => {
    expect(matches('', '')).toBe(true)
    expect(matches(norwegianSubtitles, '?q=lys')).toBe(true)
  })

  it('needs every key asked for', () => {
    expect(matches(norwegianSubtitles, '?tekst=norsk&tid=kveld')).toBe(true)
    expect(matches(norwegianSubtitles, '?tekst=norsk&tid=formiddag')).toBe(false)
  })

  it('takes the values of one key as alternatives', () => {
    expect(matches(norwegianSubtitles, '?tale=norsk&tale=engelsk')).toBe(true)
    expect(matches(norwegianSubtitles, '?tale=norsk&tale=svensk')).toBe(false)
  })

  it('needs every accessibility need ticked, not one of them', () => {
    expect(matches(norwegianSubtitles, '?tilgjengelighet=teleslynge')).toBe(true)
    expect(
      matches(norwegianSubtitles, '?tilgjengelighet=teleslynge&tilgjengelighet=synstolking'),
    ).toBe(false)
  })

  it('does not take a value for another key', () => {
    expect(matches('tale:norsk', '?tekst=norsk')).toBe(false)
    expect(matches('tale:norsk', '?tale=nor')).toBe(false)
  })

  // The facet is the youngest age that may see the film with an adult (youngestWithAdult).
  it.each([
    ['a film for all (0) suits a child of any age', 'alder:0', '5', true],
    ['a 12-year film (9) suits a 9-year-old with an adult', 'alder:9', '9', true],
    ['a 12-year film (9) does not suit a 6-year-old', 'alder:9', '6', false],
    ['an 18-year film (18) suits no child', 'alder:18', '15', false],
    ['a film without an age limit suits no age on the filter', 'tid:kveld', '15', false],
    ['an age that is not a number filters nothing', 'alder:18', 'tolv', true],
  ])('%s', (_name, facets, age, expected) => {
    expect(matches(facets, `?alder=${age}`)).toBe(expected)
  })

  it.each([
    ['a day inside the range', '?fra=2026-12-01&til=2026-12-10', true],
    ['from a day on', '?fra=2026-12-12', true],
    ['until a day', '?til=2026-11-30', false],
    ['a range between two of its days', '?fra=2026-12-06&til=2026-12-11', false],
    ['one day', '?fra=2026-12-05&til=2026-12-05', true],
  ])('matches a production by its days: %s', (_name, search, expected) => {
    expect(matches('type:konsert dag:2026-12-05 dag:2026-12-12', search)).toBe(expected)
  })

  it('shows an unknown value as no match, not as everything', () => {
    expect(matches(norwegianSubtitles, '?tekst=klingon')).toBe(false)
  })
})

describe('showing the filter in a form', () => {
  const form = () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="tekst" value="norsk"><input type="checkbox" name="tekst" value="engelsk" checked>
      <select name="alder"><option value="">Alle aldre</option><option value="9">9–11 år</option></select>
      <input type="date" name="fra" value="2026-12-01">
    </form>`
    return document.querySelector('form')!
  }
  const show = (f: HTMLFormElement, search: string) =>
    f.querySelectorAll('input, option').forEach((c) => showWanted(c, wanted(search)))

  it('ticks, picks and fills what the URL asks for, and clears the rest', () => {
    const f = form()
    show(f, '?tekst=norsk&alder=9&til=2026-12-24')
    expect(formFilter(f)).toEqual([
      ['tekst', 'norsk'],
      ['alder', '9'],
      ['fra', ''],
    ])
    expect(f.querySelector('select')!.value).toBe('9')
    expect((f.elements.namedItem('fra') as HTMLInputElement).value).toBe('')
    show(f, '')
    expect(formFilter(f)).toEqual([
      ['alder', ''],
      ['fra', ''],
    ])
    expect(f.querySelector('select')!.value).toBe('')
  })
})
