// Searching the index with MiniSearch (as pictures.london does): every query word must match
// a word of the title or text by its start (so "kin" finds "kino") or, from four letters on,
// with a letter or two missing, extra, wrong or swapped (so "fjelvetreglene" finds
// «Fjellvettreglene»); a match in the title weighs far more than one in the text, and an
// exact one more than one that forgives. Both sides are folded (fold.ts). Where nothing
// matches, suggest() offers the closest title. Loaded only on the search page.
import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchDocument } from '../../contract'
import { fold, words } from './fold'

export type Segment = { text: string; match: boolean }
export type SearchHit = { doc: SearchDocument; score: number; title: Segment[]; snippet: Segment[] }

const TITLE_WEIGHT = 10
const SNIPPET_RADIUS = 90

/** How many letters a query word may be off by: none under four letters (short words
 * match too much), one from four, two from six. */
const forgiveness = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0)

type Entry = { id: number; title: string; text: string; keywords: string }

const engines = new WeakMap<SearchDocument[], MiniSearch<Entry>>()

/** The index's documents in MiniSearch, made once per index. */
const engineFor = (docs: SearchDocument[]) => {
  let engine = engines.get(docs)
  if (!engine) {
    engine = new MiniSearch<Entry>({
      fields: ['title', 'text', 'keywords'],
      tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
      processTerm: (term) => fold(term) || null,
    })
    engine.addAll(
      docs.map((doc, id) => ({
        id,
        title: doc.title,
        text: doc.text,
        keywords: doc.keywords ?? '',
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
  return {
    doc,
    score: result.score,
    title: highlight(doc.title, matched),
    snippet: highlight(snippetAround(doc.text, matched), matched),
  }
}

export const search = (docs: SearchDocument[], query: string): SearchHit[] => {
  if (queryTerms(query).length === 0) return []
  return engineFor(docs)
    .search(query, {
      prefix: true,
      fuzzy: (term) => forgiveness(term),
      combineWith: 'AND',
      boost: { title: TITLE_WEIGHT },
    })
    .map((result) => hitOf(docs, result))
    .sort((a, b) => b.score - a.score || (b.doc.date ?? '').localeCompare(a.doc.date ?? ''))
}

/** Where nothing matches: the title closest to the query, if one is near enough to be
 * what the visitor meant («Mente du …?»). */
export const suggest = (docs: SearchDocument[], query: string): string | null => {
  const terms = queryTerms(query)
  if (terms.length === 0) return null
  const [best] = engineFor(docs).search(query, {
    fields: ['title'],
    prefix: true,
    fuzzy: (term) => (term.length >= 4 ? 0.5 : 0),
    combineWith: 'OR',
  })
  return best ? docs[best.id as number]!.title : null
}
