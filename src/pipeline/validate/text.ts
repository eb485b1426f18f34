// Plain-text helpers for build-time meta and card excerpts.
import { withoutForbiddenCharacters } from '../../lib/forbidden-characters'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The text of HTML. Entities are decoded last, so what they write is text (a decoded
 * "&lt;script&gt;" is the words, never a tag), and a character no format can hold (&#0;,
 * &#65535;) is dropped. */
export const stripHtml = (html: string): string => withoutForbiddenCharacters(stripTags(html))

const stripTags = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Block-level tags separate words; inline tags (<strong>, <a>) sit inside them.
    .replace(
      /<\/?(p|div|h[1-6]|li|ul|ol|dl|dt|dd|br|hr|tr|td|th|table|blockquote|figure|figcaption)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (m, name: string) =>
      name.startsWith('#')
        ? String.fromCharCode(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim()

/** The start of the text, cut at a word boundary, with an ellipsis when cut (never
 * between the two halves of a character outside the BMP, such as an emoji). */
export const excerpt = (html: string, max: number): string => {
  const text = stripHtml(html)
  if (text.length <= max) return text
  const cut = withoutForbiddenCharacters(text.slice(0, max - 1))
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}
