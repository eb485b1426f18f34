// Each h2 and h3 of editor HTML gets an id made of its words, so that a search result (or a
// mail from the box office) can lead to the section itself: /praktisk-info#parkering. An id
// the editor's HTML already gives is kept; two headings with the same words get -2, -3.
// It reads the sanitiser's output, whose headings carry no id of their own. The ids the
// blocks give their own headings are not used (a Content block's «Priser» beside the price
// table gets priser-2).
import { EXPLAINER_ANCHORS } from '../../lib/showing-attributes'

const BLOCK_IDS = ['hovedinnhold', 'merking', 'priser', ...EXPLAINER_ANCHORS]
const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a' }

/** «Garderobe og mat» -> garderobe-og-mat, «Åpningstider» -> apningstider. */
export const anchorOf = (heading: string): string =>
  heading
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .toLowerCase()
    .replace(/[æøå]/g, (c) => LETTERS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const withHeadingAnchors = (html: string): string => {
  const taken = new Set(BLOCK_IDS)
  return html.replace(
    /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g,
    (whole, level, attributes = '', inner) => {
      if (/\sid=/.test(attributes)) return whole
      const base = anchorOf(inner) || 'del'
      let id = base
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
      taken.add(id)
      return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`
    },
  )
}
