// «Mente du …?» only when it is close: where a search finds nothing, each query word the
// index does not know is replaced by the index's nearest word, if the whole query needs at
// most two corrections (a letter missing, extra, wrong or two swapped) and each corrected
// word has five letters or more (clusterflick's rule). Short words and far guesses get no
// suggestion: «parkering» must not become «Sommerles». The corrected query is offered only
// if it finds something.
import type { SearchDocument } from '../../contract'
import { fold } from './fold'
import { queryTerms, search, tokenize } from './search'

const MAX_CORRECTIONS = 2
const MIN_CORRECTED_LENGTH = 5

/** The optimal string alignment distance: edits, with a swap of two neighbours as one. */
export const editDistance = (a: string, b: string, limit = Infinity): number => {
  if (Math.abs(a.length - b.length) > limit) return Infinity
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1)
      row.push(best)
    }
    before = previous
    previous = row
  }
  return previous[b.length]!
}

type Vocabulary = Map<string, { written: string; count: number }>

const vocabularies = new WeakMap<SearchDocument[], Vocabulary>()

/** Every word of the index, folded, with how it is written and how often. */
const vocabularyOf = (docs: SearchDocument[]): Vocabulary => {
  let vocabulary = vocabularies.get(docs)
  if (!vocabulary) {
    vocabulary = new Map()
    for (const doc of docs)
      for (const field of [doc.title, doc.people, doc.keywords, doc.page, doc.text])
        for (const word of tokenize(field ?? '')) {
          const folded = fold(word)
          if (!folded) continue
          const known = vocabulary.get(folded)
          if (known) known.count++
          else vocabulary.set(folded, { written: word.toLowerCase(), count: 1 })
        }
    vocabularies.set(docs, vocabulary)
  }
  return vocabulary
}

const knows = (vocabulary: Vocabulary, term: string) => {
  if (vocabulary.has(term)) return true
  for (const word of vocabulary.keys()) if (word.startsWith(term)) return true
  return false
}

/** The index's nearest word to a term, and how far it is, within a limit. */
const nearest = (vocabulary: Vocabulary, term: string, limit: number) => {
  let best: { word: string; distance: number; count: number } | undefined
  for (const [word, { count }] of vocabulary) {
    const distance = editDistance(term, word, limit)
    if (distance > limit) continue
    if (!best || distance < best.distance || (distance === best.distance && count > best.count))
      best = { word, distance, count }
  }
  return best
}

/** The query with its unknown words corrected, as the index writes them, or null. */
export const suggest = (docs: SearchDocument[], query: string): string | null => {
  const terms = queryTerms(query)
  if (terms.length === 0) return null
  const vocabulary = vocabularyOf(docs)
  let left = MAX_CORRECTIONS
  let corrected = false
  const written: string[] = []
  for (const term of terms) {
    if (knows(vocabulary, term)) {
      written.push(vocabulary.get(term)?.written ?? term)
      continue
    }
    if (term.length < MIN_CORRECTED_LENGTH) return null
    const near = nearest(vocabulary, term, left)
    if (!near) return null
    left -= near.distance
    corrected = true
    written.push(vocabulary.get(near.word)!.written)
  }
  if (!corrected) return null
  const suggestion = written.join(' ')
  return search(docs, suggestion).length > 0 ? suggestion : null
}
