// The filter form and the note under an emptied list (FilterForm.tsx), in load-later's
// 'hydrate-later' mode: the HTML has them from the build, and their code (the form, its
// styles, the URL's filter and the matching) loads after hydration, outside the first-load
// JavaScript of /kino and /arrangementer. Until then the head script (HideShowings) has hidden what the URL's filter
// leaves out; once loaded, the form publishes which facets pass, and the lists hide by it.
import styled from 'styled-components'
import { loadLater } from './load-later'

export { publishFilter, useFilterPasses, type Passes } from './filter-passes'

const load = () => import(/* server-rendered */ './FilterForm')

/** Fetches the form's code ahead, where a link leads to a filtered list. */
export const preloadFilterForm = () => void load()

export const FilterForm = loadLater('hydrate-later', () => load().then((m) => m.FilterForm))

export const NoMatch = loadLater('hydrate-later', () => load().then((m) => m.NoMatch))

/** How many are left, announced; its line is kept from the first paint, so nothing moves
 * when it fills in after hydration. */
export const FilterCount = styled.p`
  min-height: 1.5em;
  margin: 0 0 0.5rem;
  font-size: 0.9rem;
`
