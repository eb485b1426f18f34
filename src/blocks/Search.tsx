// The search page's field. The query arrives as ?q= from the header form or a shared link.
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../lib/theme'
import type { BlockProps } from './types'

type SearchProps = { heading: string }

export const Search = ({ props }: BlockProps) => {
  const { heading } = props as SearchProps
  const [query, setQuery] = useState('')
  useEffect(() => setQuery(new URLSearchParams(window.location.search).get('q') ?? ''), [])
  return (
    <Box>
      <h1>{heading}</h1>
      <form role="search" method="get" action="/search">
        <label htmlFor="sok-side">Søk i arrangementer og artikler</label>
        <div className="row">
          <input
            id="sok-side"
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit">Søk</button>
        </div>
      </form>
      <noscript>
        <p>Søket trenger JavaScript. Slå på JavaScript i nettleseren for å se treff.</p>
      </noscript>
    </Box>
  )
}

const Box = styled.div`
  margin: 2rem 0;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.4rem;
  }
  .row {
    display: flex;
    max-width: 36rem;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${theme.colour.ink};
    border-radius: 8px;
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.6rem 1.2rem;
    border: 0;
    border-radius: 8px;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
  }
`
