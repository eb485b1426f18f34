// Search results: a count that screen readers hear, then each hit with its kind, its title
// and a snippet, the matching words marked. Loaded only on the search page.
import { useContext, useMemo } from 'react'
import styled from 'styled-components'
import { SmartLink } from '../../components/ui/SmartLink'
import { formatDate, formatDay, formatTime } from '../../lib/dates'
import type { SearchDocument } from '../../contract'
import { PAGE_PATHS } from '../../contract'
import { theme } from '../../client/theme'
import { search, suggest, type Segment } from './search'
import { PageLocationContext } from '../../components/page-context/PageLocation'
import { useNow } from '../../hooks/use-now'
import { useSearchIndex } from './use-search-index'

const KIND = {
  article: 'Artikkel',
  library: 'Biblioteket',
  culture: 'Arrangement',
  film: 'Film',
} as const

/** A production's next showing that has not begun (the index is built once a night), or an
 * article's date. */
const dateOf = (doc: SearchDocument, now: number | null) =>
  doc.kind === 'film' || doc.kind === 'culture'
    ? [doc.date, ...(doc.laterStarts ?? [])].find(
        (start) => start && (now === null || Date.parse(start) >= now),
      )
    : doc.date

/** «Film · 12 år · neste visning lørdag 28. november kl. 18:00», «Artikkel · 3. mars 2026». */
const about = (doc: SearchDocument, now: number | null) => {
  const date = dateOf(doc, now)
  return [
    KIND[doc.kind],
    doc.ageLimit,
    date &&
      (doc.kind === 'film'
        ? `neste visning ${formatDay(date)} kl. ${formatTime(date)}`
        : formatDate(date)),
  ]
    .filter(Boolean)
    .join(' · ')
}

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>
    {segments.map((s, i) =>
      s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
    )}
  </>
)

const status = (count: number, query: string) =>
  count === 0 ? `Ingen treff for «${query}».` : `${count} treff for «${query}».`

const SearchResults = ({ query }: { query: string }) => {
  const index = useSearchIndex()
  const hits = useMemo(
    () => (index.status === 'ready' ? search(index.data, query) : []),
    [index, query],
  )
  const trimmed = query.trim()
  const now = useNow()
  const { pathname } = useContext(PageLocationContext)
  // Where nothing matches: the closest title, as a search of its own.
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
        {index.status === 'loading' && trimmed && 'Søker …'}
        {index.status === 'failed' && 'Søket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.'}
        {index.status === 'ready' && trimmed && status(hits.length, trimmed)}
        {!trimmed &&
          'Skriv inn hva du leter etter, for eksempel «jazz», «babykino» eller «åpningstider».'}
      </p>
      {closest && (
        <p className="suggestion">
          Mente du{' '}
          <SmartLink href={`${pathname}?q=${encodeURIComponent(closest)}`}>«{closest}»</SmartLink>?
        </p>
      )}
      {index.status === 'ready' && trimmed && hits.length === 0 && (
        <p>
          Prøv et annet eller kortere ord, eller se{' '}
          <SmartLink href={PAGE_PATHS.events}>alle arrangementer</SmartLink>,{' '}
          <SmartLink href={PAGE_PATHS.programme}>kinoprogrammet</SmartLink> og{' '}
          <SmartLink href={PAGE_PATHS.news}>nyhetene</SmartLink>.
        </p>
      )}
      {hits.length > 0 && (
        <ol aria-label="Søkeresultater">
          {hits.map(({ doc, title, snippet }) => (
            <li key={doc.url}>
              <p className="kind">{about(doc, now)}</p>
              <h2>
                <SmartLink href={doc.url}>
                  <Marked segments={title} />
                </SmartLink>
              </h2>
              <p>
                <Marked segments={snippet} />
              </p>
            </li>
          ))}
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
