// The English names of what the distributor's records give in Norwegian: genres and
// countries. An English page shows these, and the English search index holds them; a name
// the table lacks stays Norwegian (and is marked so where it is shown).
const GENRES: Record<string, string> = {
  Action: 'Action',
  Animasjon: 'Animation',
  Biografi: 'Biography',
  Dokumentar: 'Documentary',
  Drama: 'Drama',
  Eventyr: 'Adventure',
  Familie: 'Family',
  Fantasy: 'Fantasy',
  Grøsser: 'Horror',
  Historie: 'History',
  Klassiker: 'Classic',
  Komedie: 'Comedy',
  Krim: 'Crime',
  Musikal: 'Musical',
  Musikk: 'Music',
  Romantikk: 'Romance',
  'Science fiction': 'Science fiction',
  Thriller: 'Thriller',
  Western: 'Western',
}

const COUNTRIES: Record<string, string> = {
  Norge: 'Norway',
  Sverige: 'Sweden',
  Danmark: 'Denmark',
  Finland: 'Finland',
  Island: 'Iceland',
  Storbritannia: 'United Kingdom',
  Irland: 'Ireland',
  Frankrike: 'France',
  Tyskland: 'Germany',
  Nederland: 'Netherlands',
  Belgia: 'Belgium',
  Spania: 'Spain',
  Italia: 'Italy',
  Polen: 'Poland',
  USA: 'USA',
  Canada: 'Canada',
  Japan: 'Japan',
  'Sør-Korea': 'South Korea',
  Kina: 'China',
  Australia: 'Australia',
}

/** A genre's or country's English name, or undefined where the table has none. */
export const englishGenre = (name: string): string | undefined => GENRES[name]
export const englishCountry = (name: string): string | undefined => COUNTRIES[name]

/** The distributor's alt text for a poster, «Plakat for {title}», as an English page says
 * it; any other alt text is left as the record has it. */
const englishAlt = (alt: string) => alt.replace(/^Plakat for (.+)$/s, 'Poster for $1')

/** A block's data for an English page: every poster's alt text in English. A copy: the
 * records are shared with the Norwegian pages. */
export const withEnglishAlts = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withEnglishAlts) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === 'alt' && typeof v === 'string' ? englishAlt(v) : withEnglishAlts(v),
    ]),
  ) as T
}
