// Folds text so that a visitor's spelling matches ours: case, the Norwegian letters
// (æ -> ae, ø -> o, å -> a, so "gjovik" finds "Gjøvik") and accents ("kafe" finds "kafé").
const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a' }

export const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[æøå]/g, (c) => LETTERS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')

/** The folded words of a text. */
export const words = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
