// A programme list's filter form, in a panel the visitor opens; closed, it says how many
// filters are on, and the list says how many showings pass. The state is
// the URL's (src/lib/programme-filter.ts): a ticked box or a chosen age goes to the URL at
// once, a date when its field is left or the form is sent; back and forward bring the
// form along. The controls are left to the browser (React sets none of their values), so
// that the head script can show the URL's filter in them before paint and hydration keeps
// it; after that, showWanted keeps them in step with the URL. Without JavaScript nothing is
// filtered, and the form says so. The browser loads this module after hydration
// (FilterParts.tsx).
import { navigate } from 'gatsby'
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import type { FilterGroup } from '../../contract'
import { PageLocationContext } from '../page-context/PageLocation'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { useNow } from '../../hooks/use-now'
import { osloDayKey } from '../../lib/dates'
import { useProgrammeFilter } from '../page-context/use-programme-filter'
import { filterSearch, formFilter, matchesFacets, showWanted } from '../../lib/programme-filter'
import { publishFilter } from './filter-passes'
import { outlinePillButtonElement } from './outline-pill-button'
import { pillButtonElement } from './pill-button'
import { theme } from '../../client/theme'
import { fillText } from '../../contract/ui-text'
import { useWords } from '../page-context/PageLanguage'

type Props = {
  /** The form's id: a reset button elsewhere (under an emptied list) names it. */
  id: string
  groups: FilterGroup[]
  /** The panel's last button, «Vis 2 visninger»: the id of the results, which take focus
   * as the panel closes; which of their elements are the results (a selector from the
   * results), and what they are, one and many. On a phone the panel is taller than the
   * screen, and the results are under it. Strings only: the form is memoised
   * (load-later.tsx), and a prop that changed before it had hydrated would make React
   * render it again from scratch. */
  resultsTarget?: string
  resultsItems?: string
  resultOne?: string
  resultMany?: string
}

export const FilterForm = ({
  id,
  groups,
  resultsTarget,
  resultsItems = ':scope > li',
  resultOne,
  resultMany,
}: Props) => {
  const count = useShownCount(resultsTarget, resultsItems)
  const wanted = useProgrammeFilter()
  const { pathname, search } = useContext(PageLocationContext)
  const panel = useRef<HTMLDetailsElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const on = (wanted?.length ?? 0) > 0
  const now = useNow()
  const words = useWords()

  useBrowserLayoutEffect(() => {
    if (wanted === null) return
    publishFilter(on ? (facets) => matchesFacets(facets ?? '', wanted) : null)
    return () => publishFilter(null)
  }, [wanted, on])

  useBrowserLayoutEffect(() => {
    if (wanted === null || !form.current) return
    // Not a date being typed in: it would lose what is half written.
    for (const control of form.current.querySelectorAll('input, option'))
      if (!(control === document.activeElement && control.matches('[type=date]')))
        showWanted(control, wanted)
  }, [wanted, on])

  const apply = () => {
    if (form.current) void navigate(`${pathname}${filterSearch(formFilter(form.current), search)}`)
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    apply()
  }
  const showResults = (target: string) => {
    if (panel.current) panel.current.open = false
    const list = document.getElementById(target)
    list?.focus({ preventScroll: true })
    list?.scrollIntoView({ block: 'start' })
  }
  const reset = () => {
    void navigate(`${pathname}${filterSearch([], search)}`)
    // From the reset under an emptied list, which is about to go: keep focus in the form.
    if (!form.current?.contains(document.activeElement))
      panel.current?.querySelector('summary')?.focus()
  }

  return (
    <Panel data-filters="" ref={panel}>
      <summary>
        {words.filter}
        {on && (
          <span className="on">{fillText(words.filterChosen, { count: wanted?.length ?? 0 })}</span>
        )}
      </summary>
      <form id={id} data-filter-form="" onSubmit={send} onReset={reset} ref={form}>
        {groups.map((group) => (
          <fieldset key={group.legend}>
            <legend>{group.legend}</legend>
            {group.control === 'choices' &&
              group.options.map((o) => (
                <label key={o.value} className="choice">
                  <input type="checkbox" name={group.key} value={o.value} onChange={apply} />{' '}
                  {o.label}
                </label>
              ))}
            {group.control === 'select' && (
              <>
                <select
                  name={group.key}
                  aria-label={group.legend}
                  aria-describedby={`${id}-${group.key}`}
                  onChange={apply}
                >
                  {group.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <p className="hint" id={`${id}-${group.key}`}>
                  {group.hint}
                </p>
              </>
            )}
            {group.control === 'dates' && (
              <div className="dates">
                {(['fra', 'til'] as const).map((end) => (
                  <label key={end}>
                    {end === 'fra' ? words.dateFrom : words.dateTo}{' '}
                    <input
                      type="date"
                      name={end}
                      min={firstOpenDay(group.first, group.last, now)}
                      max={group.last}
                      onBlur={apply}
                    />
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        ))}
        <div className="actions">
          {resultsTarget && (
            <button type="button" className="results" onClick={() => showResults(resultsTarget)}>
              {count === null
                ? fillText(words.showResults, { results: resultMany ?? '' })
                : fillText(words.showCount, {
                    count,
                    results: (count === 1 ? resultOne : resultMany) ?? '',
                  })}
            </button>
          )}
          <button type="reset">{words.resetFilter}</button>
        </div>
        <noscript>
          <p>{words.filtersNeedScript}</p>
        </noscript>
      </form>
    </Panel>
  )
}

/** How many of the results are shown, counted in the page (a result the filter or the time
 * has hidden is not), and kept live as the list hides and shows them; null until counted.
 * Counted here, in the form's own code, so that no page's first load carries it. */
const useShownCount = (target: string | undefined, items: string) => {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const list = target ? document.getElementById(target) : null
    if (!list) return
    const recount = () =>
      setCount(
        [...list.querySelectorAll<HTMLElement>(items)].filter(
          (item) => !item.hidden && !item.hasAttribute('data-emptied'),
        ).length,
      )
    recount()
    const watch = new MutationObserver(recount)
    watch.observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden', 'data-emptied'],
    })
    return () => watch.disconnect()
  }, [target, items])
  return count
}

/**
 * The first day a date field offers: the programme's first, or today where the page was
 * built days ago (days that are over have nothing left to show), but never past its last.
 */
const firstOpenDay = (first: string, last: string, now: number | null): string => {
  if (now === null) return first
  const today = osloDayKey(new Date(now))
  return today < first ? first : today > last ? last : today
}

const Panel = styled.details`
  margin: 0 0 1rem;
  summary {
    display: inline-block;
    font-weight: 700;
    padding: 0.45rem 1rem;
    min-height: 44px;
    line-height: 1.6;
    border: 2px solid ${theme.colour.ink};
    border-radius: 999px;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '▸ ';
  }
  &[open] summary::before {
    content: '▾ ';
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.5rem;
    margin-top: 0.75rem;
    padding: 1rem;
    background: ${theme.colour.paperAlt};
    border-radius: ${theme.radius};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: 0.35rem;
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    margin: 0 0.4rem 0.4rem 0;
    padding: 0.3rem 0.75rem;
    min-height: 44px;
    border: 1px solid ${theme.colour.inkMuted};
    border-radius: 999px;
    background: ${theme.colour.paper};
    cursor: pointer;
  }
  .choice:has(:checked) {
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
  }
  input[type='checkbox'] {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
  select,
  input[type='date'] {
    font: inherit;
    min-height: 44px;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${theme.colour.inkMuted};
    border-radius: 6px;
    background: ${theme.colour.paper};
  }
  .dates {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  .hint {
    font-size: 0.85rem;
    color: ${theme.colour.inkMuted};
    margin: 0.3rem 0 0;
    max-width: 16rem;
  }
  .actions {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .actions button {
    ${outlinePillButtonElement}
    min-height: 44px;
  }
  .actions .results {
    ${pillButtonElement}
    min-height: 44px;
  }
`

/** Under a list that the filter has emptied (a list of li, just before it): shown by the
 * stylesheet when a filter is on and no item is left, from the first paint. Its button
 * resets the form it names. */
export const NoMatch = ({ form, text }: { form: string; text: string }) => {
  const words = useWords()
  return (
    <NoMatchBox>
      <p>{text}</p>
      <button type="reset" form={form}>
        {words.resetFilter}
      </button>
    </NoMatchBox>
  )
}

const NoMatchBox = styled.div`
  display: none;
  html[data-filtered] ul:not(:has(> li:not([hidden]))) + & {
    display: block;
  }
  padding: 1rem 0;
  p {
    margin: 0 0 0.75rem;
  }
  button {
    ${outlinePillButtonElement}
    min-height: 44px;
  }
`
