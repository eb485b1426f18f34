// Filtering the programme by what a visitor asks for in the URL (?tekst=norsk&tid=kveld), so
// that a filtered view can be shared and back and forward step through it. The build gives
// every showing (or culture production) its facets: "key:value" tokens such as
// "tid:kveld tale:engelsk tekst:norsk tilgjengelighet:teleslynge alder:9 dag:2026-11-24".
// A visitor's filter is the URL's pairs of those keys. It matches when, for every key asked
// for, one of the asked values is among the facets (the values of a key are alternatives:
// norsk or engelsk tale); except that accessibility needs are all needed at once, the age is
// a child's age (the facet is the youngest that may see the film with an adult), and
// fra/til is a date range that one of the days must fall in. A film on /filmoversikt has its
// showings' facets as alternatives, joined by " | ": it matches when one of them does.
//
// The three functions below are also the before-paint script in every page's head
// (HideShowings), which takes their source text: so they use nothing from outside
// themselves, not even each other.

/** The URL's filter keys, in the order the filter forms show them. */
export const FILTER_KEYS = [
  'tid',
  'alder',
  'tale',
  'tekst',
  'format',
  'tilgjengelighet',
  'visning',
  'type',
  'fra',
  'til',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** The pairs of a query string that filter the programme (other keys, empty values dropped). */
export type WantedFilter = [key: string, value: string][]

export function wantedFilter(search: string, keys: readonly string[]): WantedFilter {
  const wanted: WantedFilter = []
  new URLSearchParams(search).forEach(function (value, key) {
    if (value !== '' && keys.indexOf(key) >= 0) wanted.push([key, value])
  })
  return wanted
}

/** Joins a record's alternative facets (a film's showings); matchesFacets has it literally. */
export const FACET_ALTERNATIVES = ' | '

/** Whether a showing (or production) with these facets is what the visitor asks for. */
export function matchesFacets(facets: string, wanted: WantedFilter): boolean {
  const alternatives = facets.split(' | ')
  if (alternatives.length > 1) {
    for (let a = 0; a < alternatives.length; a++)
      if (matchesFacets(alternatives[a]!, wanted)) return true
    return false
  }
  const tokens = facets.split(' ')
  const has = function (token: string) {
    return tokens.indexOf(token) >= 0
  }
  const valuesOf = function (prefix: string) {
    const values: string[] = []
    for (let t = 0; t < tokens.length; t++)
      if (tokens[t]!.indexOf(prefix) === 0) values.push(tokens[t]!.slice(prefix.length))
    return values
  }
  let from = ''
  let to = ''
  const asked: Record<string, boolean> = {}
  const found: Record<string, boolean> = {}
  for (let i = 0; i < wanted.length; i++) {
    const key = wanted[i]![0]
    const value = wanted[i]![1]
    if (key === 'fra') from = value
    else if (key === 'til') to = value
    else if (key === 'tilgjengelighet') {
      if (!has(key + ':' + value)) return false
    } else if (key === 'alder') {
      const youngest = valuesOf('alder:')[0]
      if (youngest === undefined || Number(youngest) > Number(value)) return false
    } else {
      asked[key] = true
      if (has(key + ':' + value)) found[key] = true
    }
  }
  for (const k in asked) if (!found[k]) return false
  if (from === '' && to === '') return true
  const days = valuesOf('dag:')
  for (let d = 0; d < days.length; d++)
    if (days[d]! >= from && (to === '' || days[d]! <= to)) return true
  return false
}

/** Shows the filter in one control of a filter form: a checkbox, a date or a select's option. */
export function showWanted(control: Element, wanted: WantedFilter): void {
  const input = control as HTMLInputElement
  const option = control as HTMLOptionElement
  const select = control.parentNode as HTMLSelectElement | null
  const name = control.tagName === 'OPTION' ? select && select.name : input.name
  let value = ''
  let ticked = false
  for (let i = 0; i < wanted.length; i++)
    if (wanted[i]![0] === name) {
      if (value === '') value = wanted[i]![1]
      if (wanted[i]![1] === (control.tagName === 'OPTION' ? option.value : input.value))
        ticked = true
    }
  if (control.tagName === 'OPTION')
    option.selected = ticked || (value === '' && option.value === '')
  else if (input.type === 'checkbox') input.checked = ticked
  else input.value = value
}

/** What a filter form says: its ticked boxes, chosen option and filled-in dates. */
export const formFilter = (form: HTMLFormElement): WantedFilter =>
  [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')]
    .filter((c) => !(c instanceof HTMLInputElement && c.type === 'checkbox' && !c.checked))
    .map((c) => [c.name, c.value])

/** The query string for a filter: its filter keys only, empty ones left out. */
export const filterSearch = (entries: WantedFilter, current = ''): string => {
  const isFilterKey = (key: string) => (FILTER_KEYS as readonly string[]).includes(key)
  // What else the URL says (the schedule's view) stays as it was.
  const params = new URLSearchParams(current)
  for (const key of [...params.keys()]) if (isFilterKey(key)) params.delete(key)
  for (const [key, value] of entries)
    if (value !== '' && isFilterKey(key)) params.append(key, value)
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}
