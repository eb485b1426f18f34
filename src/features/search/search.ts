// Searching the index: every query word must match the start of some word in the title or
// text (so "kin" finds "kino"); a match in the title weighs far more than one in the text.
import type { SearchDocument } from '../../contract'
import { fold, words } from './fold'

export type Segment = { text: string; match: boolean }
export type SearchHit = { doc: SearchDocument; score: number; title: Segment[]; snippet: Segment[] }

const TITLE_WEIGHT = 10
const SNIPPET_RADIUS = 90

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

export const search = (docs: SearchDocument[], query: string): SearchHit[] => {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: SearchHit[] = []
  for (const doc of docs) {
    const titleWords = words(doc.title)
    const textWords = words(`${doc.text} ${doc.keywords ?? ''}`)
    let score = 0
    let all = true
    for (const term of terms) {
      const inTitle = titleWords.filter((w) => w.startsWith(term)).length
      const inText = textWords.filter((w) => w.startsWith(term)).length
      if (inTitle + inText === 0) {
        all = false
        break
      }
      score += inTitle * TITLE_WEIGHT + Math.min(inText, 5)
    }
    if (!all) continue
    hits.push({
      doc,
      score,
      title: highlight(doc.title, terms),
      snippet: highlight(snippetAround(doc.text, terms), terms),
    })
  }
  return hits.sort(
    (a, b) => b.score - a.score || (b.doc.date ?? '').localeCompare(a.doc.date ?? ''),
  )
}
