// The header's search as you type: the first results under the field, as the WAI-ARIA
// combobox pattern has it (the field is the combobox, the results a listbox; the arrow keys
// move through them, Enter opens the one chosen, Escape closes the list), and a status that
// says how many there are. The header's form stays as it is: without JavaScript, and with
// Enter on no result, it submits to the search page. This module, the search and the index
// load on the field's first focus, so nothing of it is in any page's first load.
import { navigate } from 'gatsby'
import { useEffect, useMemo, useState, type RefObject } from 'react'
import styled from 'styled-components'
import { fillText, pathInLocale, searchHref } from '../../contract'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { media, theme } from '../../client/theme'
import { KIND_WORD } from './kinds'
import { prepareSearch, searchFirst } from './search'
import { useSearchIndex } from './use-search-index'

/** How many results the list shows; the search page has them all. */
const SHOWN = 6
const MIN_LETTERS = 2
const LISTBOX_ID = 'sokeforslag'
const optionId = (i: number) => `${LISTBOX_ID}-${i}`

type Option = { key: string; title: string; about?: string; lang?: string; url: string }

const SearchSuggestions = ({ field }: { field: RefObject<HTMLInputElement> }) => {
  const { locale, words } = usePageLanguage()
  const index = useSearchIndex(locale)
  const [query, setQuery] = useState(() => field.current?.value ?? '')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(true)
  const trimmed = query.trim()
  // From the second letter: one letter finds nearly everything, and costs the most.
  const typed = trimmed.length >= MIN_LETTERS
  // The few shown, marked up, and how many there are in all.
  const found = useMemo(
    () =>
      index.status === 'ready' && typed
        ? searchFirst(index.data, trimmed, SHOWN)
        : { hits: [], count: 0 },
    [index, trimmed, typed],
  )
  const hits = found.hits
  // The engine is built while the visitor reads the field, not on their first key.
  useEffect(() => {
    if (index.status !== 'ready') return
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(() => prepareSearch(index.data))
  }, [index])
  const options: Option[] = useMemo(
    () =>
      typed
        ? [
            ...hits.map(({ doc }) => ({
              key: doc.url,
              title: doc.title,
              about: doc.page ?? words[KIND_WORD[doc.kind]],
              lang: doc.lang,
              url: doc.url,
            })),
            {
              key: 'alle',
              title: fillText(words.suggestionsAll, { query: trimmed }),
              url: pathInLocale(searchHref(trimmed), locale),
            },
          ]
        : [],
    [hits, typed, trimmed, words, locale],
  )
  const expanded = open && options.length > 0

  // The field is React's (the header renders it); this module adds the combobox to it.
  useEffect(() => {
    const input = field.current
    if (!input) return
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', LISTBOX_ID)
    // The browser's own list of earlier entries would cover this one.
    input.setAttribute('autocomplete', 'off')
    const onInput = () => {
      setQuery(input.value)
      setActive(-1)
      setOpen(true)
    }
    input.addEventListener('input', onInput)
    return () => input.removeEventListener('input', onInput)
  }, [field])

  useEffect(() => {
    const input = field.current
    if (!input) return
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active))
    else input.removeAttribute('aria-activedescendant')
  }, [field, expanded, active])

  useEffect(() => {
    const input = field.current
    if (!input) return
    const keyed = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return
        event.preventDefault()
        setOpen(true)
        const last = options.length - 1
        setActive((i) =>
          event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1,
        )
      } else if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
        event.preventDefault()
        void navigate(options[active]!.url)
      } else if (event.key === 'Escape' && expanded) {
        // The list closes first; a second Escape is the header's, and closes the band.
        // Not the search field's own Escape either, which would empty it.
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      }
    }
    input.addEventListener('keydown', keyed)
    return () => input.removeEventListener('keydown', keyed)
  }, [field, options, expanded, active])

  const status =
    index.status === 'failed'
      ? words.searchFailed
      : !typed || index.status === 'loading'
        ? ''
        : hits.length === 0
          ? words.suggestionsNone
          : fillText(words.suggestionsFound, { count: found.count })

  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <List
        id={LISTBOX_ID}
        role="listbox"
        aria-label={words.suggestionsLabel}
        hidden={!expanded}
        // A press on a result must not take the focus from the field before it opens.
        onMouseDown={(e) => e.preventDefault()}
      >
        {options.map((option, i) => (
          // The keys are the field's, as the combobox pattern has it: a press is the mouse's.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={option.key}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={option.key === 'alle' ? 'all' : undefined}
            onClick={() => void navigate(option.url)}
          >
            <span className="title" lang={option.lang}>
              {option.title}
            </span>
            {option.about && <span className="about">{option.about}</span>}
          </div>
        ))}
      </List>
    </>
  )
}

export default SearchSuggestions

// Under the field: as wide as the form on a phone, and on a wide screen as wide as the
// field and its button, at the right where the form puts them.
const List = styled.div`
  margin: 0.5rem auto 0;
  padding: 0;
  max-width: ${theme.container};
  ${media.lg} {
    width: 36rem;
    margin-left: auto;
    margin-right: max(0px, calc((100% - ${theme.container}) / 2));
  }
  max-height: 60vh;
  overflow-y: auto;
  [role='option'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
    padding: 0.6rem 0.75rem;
    min-height: 44px;
    border-bottom: 1px solid ${theme.colour.line};
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: ${theme.colour.paperAlt};
    outline: 2px solid ${theme.colour.ink};
    outline-offset: -2px;
  }
  .title {
    font-weight: 600;
  }
  .about {
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
  .all .title {
    font-weight: 400;
    text-decoration: underline;
  }
`
