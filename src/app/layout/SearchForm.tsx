// Search from the header: «Søk» opens the field in a band under the bar, focused. A <details>
// and a plain GET form, so that it opens and submits to the search page with ?q= before
// (or without) JavaScript. On the field's first focus the results as you type load
// (features/search/SearchSuggestions.tsx), with the index: none of it is in the first load.
import { lazy, Suspense, useRef, useState } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../client/theme'
import { headerButton } from '../../components/ui/header-button'
import { SearchIcon } from '../../components/ui/icons'
import { HEADER_DISCLOSURE } from './HeaderMenu'
import { useWords } from '../../components/page-context/PageLanguage'

const SearchSuggestions = lazy(() => import('../../features/search/SearchSuggestions'))

export const SearchForm = ({ action }: { action: string }) => {
  const field = useRef<HTMLInputElement>(null)
  const [focused, setFocused] = useState(false)
  const text = useWords()
  return (
    <Disclosure
      name={HEADER_DISCLOSURE}
      onToggle={(e) => {
        if (e.currentTarget.open) field.current?.focus()
      }}
    >
      <summary>
        <SearchIcon />
        <span className="label">{text.search}</span>
      </summary>
      <Band>
        <form role="search" action={action} method="get">
          <label htmlFor="nettstedsok" className="visually-hidden">
            {text.searchLabel}
          </label>
          <input
            id="nettstedsok"
            ref={field}
            type="search"
            name="q"
            placeholder={text.searchLabel}
            onFocus={() => setFocused(true)}
          />
          <button type="submit">{text.search}</button>
        </form>
        {focused && (
          <Suspense fallback={null}>
            <SearchSuggestions field={field} />
          </Suspense>
        )}
      </Band>
    </Disclosure>
  )
}

const Disclosure = styled.details`
  summary {
    ${headerButton}
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary {
    background: ${theme.colour.paper};
  }
`

const Band = styled.div`
  position: absolute;
  z-index: 45;
  top: 100%;
  left: 0;
  right: 0;
  padding: 0.75rem 1rem;
  background: ${theme.colour.paper};
  border-bottom: 4px solid ${theme.colour.orangeDark};
  box-shadow: 0 8px 16px rgba(0, 0, 0, 0.2);
  form {
    display: flex;
    max-width: ${theme.container};
    margin: 0 auto;
    ${media.lg} {
      justify-content: flex-end;
    }
  }
  input {
    flex: 1;
    min-width: 0;
    max-width: 32rem;
    /* 16 px or more, so that a phone does not zoom in on it. */
    font: inherit;
    padding: 0.5rem 0.75rem;
    min-height: 44px;
    border: 2px solid ${theme.colour.ink};
    border-right: 0;
    border-radius: 999px 0 0 999px;
    background: ${theme.colour.paper};
    color: ${theme.colour.ink};
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem 1.1rem;
    border: 2px solid ${theme.colour.ink};
    border-radius: 0 999px 999px 0;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    cursor: pointer;
  }
`
