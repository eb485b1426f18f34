// Search results: a count that screen readers hear, then each hit with its kind, its title
// and a snippet, the matching words marked, and for a production its next showing, which
// the page books (the app composes the booking link in). Loaded only on the search page.
import { useContext, useMemo, type ReactNode } from 'react'
import styled from 'styled-components'
import { SmartLink } from '../../components/ui/SmartLink'
import { ageLimitLabel } from '../../lib/age-limits'
import { formatDate } from '../../lib/dates'
import type { SearchDocument, SearchShowing } from '../../contract'
import { PAGE_PATHS, fillText, pathInLocale, type UiText } from '../../contract'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { theme } from '../../client/theme'
import { KIND_WORD } from './kinds'
import { search, type Segment } from './search'
import { suggest } from './suggest'
import { PageLocationContext } from '../../components/page-context/PageLocation'
import { useNow } from '../../hooks/use-now'
import { useSearchIndex } from './use-search-index'

/** A production's next showing that has not begun (the index is built once a night). */
const nextShowing = (doc: SearchDocument, now: number | null) =>
  doc.showings?.find((s) => now === null || Date.parse(s.startTime) >= now)

/** «Film · 12 år», «Side · Praktisk informasjon», «Artikkel · 3. mars 2026». */
const about = (doc: SearchDocument, words: UiText) =>
  [
    words[KIND_WORD[doc.kind]],
    doc.page,
    doc.ageLimit && ageLimitLabel(doc.ageLimit, words),
    doc.date && formatDate(doc.date, words),
  ]
    .filter(Boolean)
    .join(' · ')

/** The booking link of a production's showing, as the page composes it. */
export type BookShowing = (showing: SearchShowing, doc: SearchDocument) => ReactNode

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>
    {segments.map((s, i) =>
      s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
    )}
  </>
)

const status = (count: number, query: string, words: UiText) =>
  fillText(count === 0 ? words.searchNone : words.searchHits, { count, query })

const SearchResults = ({ query, book }: { query: string; book: BookShowing }) => {
  const { locale, words } = usePageLanguage()
  const index = useSearchIndex(locale)
  const hits = useMemo(
    () => (index.status === 'ready' ? search(index.data, query) : []),
    [index, query],
  )
  const trimmed = query.trim()
  const now = useNow()
  const { pathname } = useContext(PageLocationContext)
  // Where nothing matches: the query with a word or two corrected, if that is close.
  const closest = useMemo(
    () =>
      index.status === 'ready' && hits.length === 0 && trimmed
        ? suggest(index.data, trimmed)
        : null,
    [index, hits, trimmed],
  )

  return (
    <Box>
      <p className="status" role="status" aria-live="polite">
        {index.status === 'loading' && trimmed && words.searching}
        {index.status === 'failed' && words.searchFailed}
        {index.status === 'ready' && trimmed && status(hits.length, trimmed, words)}
        {!trimmed && words.searchPrompt}
      </p>
      {closest && (
        <p className="suggestion">
          {words.didYouMean}{' '}
          <SmartLink href={`${pathname}?q=${encodeURIComponent(closest)}`}>«{closest}»</SmartLink>?
        </p>
      )}
      {index.status === 'ready' && trimmed && hits.length === 0 && (
        <p>
          {words.searchCovers} {words.searchTryOther}{' '}
          {locale === 'nb' ? (
            <>
              <SmartLink href={PAGE_PATHS.events}>alle arrangementer</SmartLink>,{' '}
              <SmartLink href={PAGE_PATHS.programme}>kinoprogrammet</SmartLink> og{' '}
              <SmartLink href={PAGE_PATHS.news}>nyhetene</SmartLink>.
            </>
          ) : (
            <>
              <SmartLink href={pathInLocale(PAGE_PATHS.programme, locale)}>
                {words.searchSeeProgramme}
              </SmartLink>
              .
            </>
          )}
        </p>
      )}
      {hits.length > 0 && (
        <ol aria-label={words.searchResults}>
          {hits.map(({ doc, title, snippet, people }) => {
            const next = nextShowing(doc, now)
            return (
              <li key={doc.url}>
                <p className="kind">{about(doc, words)}</p>
                <h2 lang={doc.lang}>
                  <SmartLink href={doc.url}>
                    <Marked segments={title} />
                  </SmartLink>
                </h2>
                <p lang={doc.lang}>
                  <Marked segments={snippet} />
                </p>
                {people && (
                  <p className="people">
                    <Marked segments={people} />
                  </p>
                )}
                {next && (
                  <p className="next">
                    {words.nextShowing}: {book(next, doc)}
                  </p>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </Box>
  )
}

export default SearchResults

const Box = styled.div`
  max-width: 46rem;
  .status {
    font-weight: 600;
  }
  .suggestion {
    font-size: 1.125rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 1rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  h2 {
    font-size: 1.25rem;
    margin: 0.2rem 0;
  }
  .people,
  .next {
    margin: 0.3rem 0 0;
  }
  .kind {
    margin: 0;
    font-size: 0.85rem;
    color: ${theme.colour.inkMuted};
  }
  mark {
    background: ${theme.colour.highlight};
    color: ${theme.colour.ink};
    color: inherit;
    padding: 0 0.1em;
  }
`
