// The filter form and the note under an emptied list (FilterForm.tsx), hydrated later: the
// HTML has them from the build, and their code (the form, its styles, the URL's filter and
// the matching) loads after hydration, outside the first-load JavaScript of /kino and
// /arrangementer. Until then the head script (HideShowings) has hidden what the URL's filter
// leaves out; once loaded, the form publishes which facets pass, and the lists hide by it.
import styled from 'styled-components'
import { hydrateLater } from './hydrate-later'

export { publishFilter, useFilterPasses, type Passes } from './filter-passes'
import type * as Parts from './FilterForm'

// webpack replaces process.env.BUILD_STAGE with the stage's name, so the condition is
// constant and the require() is compiled only into the HTML renderer's bundle.
const onServer: typeof Parts | undefined =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./FilterForm') as typeof Parts)
    : undefined

const load = () => import('./FilterForm')

/** Fetches the form's code ahead, where a link leads to a filtered list. */
export const preloadFilterForm = () => void load()

export const FilterForm = hydrateLater(() => load().then((m) => m.FilterForm), onServer?.FilterForm)

export const NoMatch = hydrateLater(() => load().then((m) => m.NoMatch), onServer?.NoMatch)

/** How many are left, announced; its line is kept from the first paint, so nothing moves
 * when it fills in after hydration. */
export const FilterCount = styled.p`
  min-height: 1.5em;
  margin: 0 0 0.5rem;
  font-size: 0.9rem;
`
