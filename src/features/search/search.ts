// Searching an index with MiniSearch (as pictures.london does): every query word must match
// a word of the title, text, people or keywords by its start (so "kin" finds "kino") or,
// from four letters on, with a letter or two missing, extra, wrong or swapped (so
// "fjelvetreglene" finds «Fjellvettreglene»); a match in the title weighs far more than one
// in the text, and an exact one more than one that forgives. Both sides are folded
// (fold.ts). Where nothing matches, suggest() offers the query with a word or two corrected,
// but only when that is close (suggest.ts). Loaded only where a visitor searches.
import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchDocument } from '../../contract'
import { fold, words } from './fold'

export type Segment = { text: string; match: boolean }
export type SearchHit = {
  doc: SearchDocument
  score: number
  title: Segment[]
  snippet: Segment[]
  /** The people, marked, where they are what matched. */
  people?: Segment[]
}

/** How much more a match counts in each field than in the text. */
const BOOST = { title: 10, people: 5, keywords: 3, page: 2 }
const SNIPPET_RADIUS = 90

/** How many letters a query word may be off by: none under four letters (short words
 * match too much), one from four, two from six. */
const forgiveness = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0)

type Entry = {
  id: number
  title: string
  text: string
  keywords: string
  people: string
  page: string
}

const engines = new WeakMap<SearchDocument[], MiniSearch<Entry>>()

/** The words of a text as the index splits them. */
export const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u)

/** The index's documents in MiniSearch, made once per index. */
const engineFor = (docs: SearchDocument[]) => {
  let engine = engines.get(docs)
  if (!engine) {
    engine = new MiniSearch<Entry>({
      fields: ['title', 'text', 'keywords', 'people', 'page'],
      tokenize,
      processTerm: (term) => fold(term) || null,
    })
    engine.addAll(
      docs.map((doc, id) => ({
        id,
        title: doc.title,
        text: doc.text,
        keywords: doc.keywords ?? '',
        people: doc.people ?? '',
        page: doc.page ?? '',
      })),
    )
    engines.set(docs, engine)
  }
  return engine
}

const matchesAny = (word: string, terms: string[]) => terms.some((t) => word.startsWith(t))

/** Splits text into words and the rest, marking the words a query term starts. */
export const highlight = (text: string, terms: string[]): Segment[] => {
  const segments: Segment[] = []
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue
    const match = /^[\p{L}\p{N}]+$/u.test(part) && matchesAny(fold(part), terms)
    const last = segments[segments.length - 1]
    if (last && !last.match && !match) last.text += part
    else segments.push({ text: part, match })
  }
  return segments
}

const snippetAround = (text: string, terms: string[]): string => {
  const lower = fold(text)
  const at = Math.min(
    ...terms
      .map((t) =>
        lower.search(
          new RegExp(`(^|[^\\p{L}\\p{N}])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'),
        ),
      )
      .filter((i) => i >= 0),
    Infinity,
  )
  const from = Number.isFinite(at) ? Math.max(0, at - SNIPPET_RADIUS) : 0
  const to = Math.min(text.length, from + SNIPPET_RADIUS * 2)
  // Whole words only: a snippet cut inside a word («…ødvendige») reads as a typo.
  const start = from > 0 ? Math.min(wordStartAfter(text, from), at) : 0
  const end = to < text.length ? wordEndBefore(text, to, start) : text.length
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/** The first word start at or after i (i itself when a word starts there). */
const wordStartAfter = (text: string, i: number) => {
  if (/\s/u.test(text[i - 1] ?? ' ')) return i
  const space = text.slice(i).search(/\s/u)
  return space < 0 ? i : i + space + 1
}

/** The end of the last whole word before i, or i itself when no word ends after start. */
const wordEndBefore = (text: string, i: number, start: number) => {
  if (/\s/u.test(text[i] ?? ' ')) return i
  const space = text.slice(start, i).search(/\s\S*$/u)
  return space < 0 ? i : start + space
}

export const queryTerms = (query: string): string[] => [...new Set(words(query))]

const hitOf = (docs: SearchDocument[], result: SearchResult): SearchHit => {
  const doc = docs[result.id as number]!
  // The words of the index the query matched, as folded: the words to mark.
  const matched = result.terms
  const byPeople = doc.people && Object.values(result.match).some((f) => f.includes('people'))
  return {
    doc,
    score: result.score,
    title: highlight(doc.title, matched),
    snippet: highlight(snippetAround(doc.text, matched), matched),
    ...(byPeople && { people: highlight(doc.people!, matched) }),
  }
}

/** Builds an index's engine ahead of the first query and runs one search through it, so
 * that no key press pays for the building or for the first, unoptimised run of its code. */
export const prepareSearch = (docs: SearchDocument[]) => void rank(docs, 'e')

/** The index's results for a query, best first (the newer first among equals). */
const rank = (docs: SearchDocument[], query: string): SearchResult[] => {
  if (queryTerms(query).length === 0) return []
  const dateOf = (r: SearchResult) => docs[r.id as number]!.date ?? ''
  return engineFor(docs)
    .search(query, {
      prefix: true,
      fuzzy: (term) => forgiveness(term),
      combineWith: 'AND',
      boost: BOOST,
    })
    .sort((a, b) => b.score - a.score || dateOf(b).localeCompare(dateOf(a)))
}

/** The first hits, marked up, and how many there are in all: the header shows a few of
 * what a short query finds, and marks up only those. */
export const searchFirst = (docs: SearchDocument[], query: string, limit: number) => {
  const ranked = rank(docs, query)
  return { hits: ranked.slice(0, limit).map((r) => hitOf(docs, r)), count: ranked.length }
}

/** Every hit, best first, marked up. */
export const search = (docs: SearchDocument[], query: string): SearchHit[] =>
  rank(docs, query).map((r) => hitOf(docs, r))
