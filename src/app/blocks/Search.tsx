// The search page. The query lives in the URL (?q=), so a search can be shared and
// reloaded; without JavaScript the form still submits, and the page says search needs it.
// The results, their code and the index load only here, after the page has hydrated.
import { navigate } from 'gatsby'
import { lazy, Suspense, useEffect, useState } from 'react'
import styled from 'styled-components'
import { useQueryParam } from '../../components/page-context/PageLocation'
import { BuiltHtmlProvider } from '../../hooks/built-html'
import { useHydrated } from '../../hooks/use-hydrated'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'
import { PAGE_PATHS, pathInLocale, searchHref } from '../../contract'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import type { BookShowing } from '../../features/search/SearchResults'
import { Showtime } from '../purchase/Showtime'

const SearchResults = lazy(() => import('../../features/search/SearchResults'))

/** A production's next showing in a result, booked as every list books it. */
const book: BookShowing = (showing, doc) => (
  <Showtime
    inline
    listName="Søk"
    event={{
      eventId: showing.eventId,
      ticketUrl: showing.ticketUrl,
      startTime: showing.startTime,
      location: { name: showing.hall },
      production: {
        id: doc.id ?? doc.url,
        title: doc.title,
        object: doc.kind === 'film' ? 'movie' : 'culture',
      },
    }}
  />
)

export const Search = ({ props }: BlockProps<'Search'>) => {
  const { heading } = props
  const query = useQueryParam('q')
  // Empty, as the build rendered it, until the page runs: hydration keeps the field's value
  // as the HTML has it, so the URL's query is put in after.
  const [draft, setDraft] = useState('')
  const hydrated = useHydrated()
  const { locale, words } = usePageLanguage()
  useEffect(() => setDraft(query), [query])
  // What the results say to an empty field, in the build's HTML too: it is the page's
  // largest text, and painted only once the results' code had come it was the page's late
  // largest paint. The head script hides it when the URL has a query (HideShowings).
  const prompt = (
    <p className="status" data-no-query="">
      {words.searchPrompt}
    </p>
  )

  return (
    <Box>
      <h1>{heading}</h1>
      <form
        role="search"
        method="get"
        action={pathInLocale(PAGE_PATHS.search, locale)}
        onSubmit={(e) => {
          e.preventDefault()
          navigate(pathInLocale(searchHref(draft.trim()), locale))
        }}
      >
        <label htmlFor="sok-side">{words.searchPageLabel}</label>
        <div className="row">
          <input
            id="sok-side"
            type="search"
            name="q"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit">{words.search}</button>
        </div>
      </form>
      <noscript>
        <p>{words.searchNeedsScript}</p>
      </noscript>
      {/* The results arrive after the page: their room is kept from the first paint, so the
          footer below does not jump when they come (it moved by a fifth of a phone's
          screen). */}
      <div className="results">
        {hydrated ? (
          <Suspense fallback={query ? <p role="status">{words.searchLoading}</p> : prompt}>
            {/* Drawn by the browser, though the search block is the build's. */}
            <BuiltHtmlProvider value={false}>
              <SearchResults query={query} book={book} />
            </BuiltHtmlProvider>
          </Suspense>
        ) : (
          prompt
        )}
      </div>
    </Box>
  )
}

const Box = styled.div`
  margin: 2rem 0;
  .results {
    min-height: 60vh;
  }
  /* As the results' own status line (SearchResults), so that theirs takes its place. */
  .results > .status {
    max-width: 46rem;
    font-weight: 600;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.4rem;
  }
  .row {
    display: flex;
    max-width: 36rem;
    gap: 0.5rem;
    margin-bottom: 1.5rem;
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
