// Folds text so that a visitor's spelling matches ours, both ways: case, the Norwegian
// letters as a keyboard without them writes them (æ -> ae, ø -> o, å -> a, and the old
// aa -> a, so "gjovik" finds "Gjøvik" and "Haakon" finds "Håkon") and accents ("kafe" finds
// "kafé"). NFD folding alone turns å into a but leaves æ and ø, hence the table.
const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a' }

export const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[æøå]/g, (c) => LETTERS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')

/** The folded words of a text. */
export const words = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
