// Search results: a count that screen readers hear, then each hit with its kind, its title
// and a snippet, the matching words marked. Loaded only on the search page.
import { useContext, useMemo } from 'react'
import styled from 'styled-components'
import { SmartLink } from '../../components/ui/SmartLink'
import { ageLimitLabel } from '../../lib/age-limits'
import { formatDate, formatDay, formatTime } from '../../lib/dates'
import type { SearchDocument } from '../../contract'
import { PAGE_PATHS, fillText, pathInLocale, type Locale, type UiText } from '../../contract'
import { usePageLanguage } from '../../components/page-context/PageLanguage'
import { theme } from '../../client/theme'
import { search, suggest, type Segment } from './search'
import { PageLocationContext } from '../../components/page-context/PageLocation'
import { useNow } from '../../hooks/use-now'
import { useSearchIndex } from './use-search-index'

const KIND = {
  article: 'kindArticle',
  library: 'kindLibrary',
  culture: 'kindCulture',
  film: 'kindFilm',
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
const about = (doc: SearchDocument, now: number | null, words: UiText) => {
  const date = dateOf(doc, now)
  return [
    words[KIND[doc.kind]],
    doc.ageLimit && ageLimitLabel(doc.ageLimit, words),
    date &&
      (doc.kind === 'film'
        ? fillText(words.nextShowingAt, { day: formatDay(date, words), time: formatTime(date) })
        : formatDate(date, words)),
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

const status = (count: number, query: string, words: UiText) =>
  fillText(count === 0 ? words.searchNone : words.searchHits, { count, query })

/** Where a hit leads: on an English page, a film's or event's English page (every one has
 * one); an article has only its Norwegian page. */
const urlOf = (doc: SearchDocument, locale: Locale) =>
  doc.kind === 'film' || doc.kind === 'culture' ? pathInLocale(doc.url, locale) : doc.url

const SearchResults = ({ query }: { query: string }) => {
  const index = useSearchIndex()
  const hits = useMemo(
    () => (index.status === 'ready' ? search(index.data, query) : []),
    [index, query],
  )
  const trimmed = query.trim()
  const now = useNow()
  const { pathname } = useContext(PageLocationContext)
  const { locale, words } = usePageLanguage()
  // The index's titles and texts are Norwegian: marked so on a page in another language.
  const textLang = locale === 'nb' ? undefined : 'nb'
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
        {index.status === 'loading' && trimmed && words.searching}
        {index.status === 'failed' && words.searchFailed}
        {index.status === 'ready' && trimmed && status(hits.length, trimmed, words)}
        {!trimmed && words.searchPrompt}
      </p>
      {closest && (
        <p className="suggestion">
          {words.didYouMean}{' '}
          <span lang={textLang}>
            <SmartLink href={`${pathname}?q=${encodeURIComponent(closest)}`}>«{closest}»</SmartLink>
          </span>
          ?
        </p>
      )}
      {index.status === 'ready' && trimmed && hits.length === 0 && (
        <p>
          {words.searchTryOther}{' '}
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
          {hits.map(({ doc, title, snippet }) => (
            <li key={doc.url}>
              <p className="kind">{about(doc, now, words)}</p>
              <h2 lang={textLang}>
                <SmartLink href={urlOf(doc, locale)}>
                  <Marked segments={title} />
                </SmartLink>
              </h2>
              <p lang={textLang}>
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
