// The demo's members' reviews, written for the kind of film they are about: a thriller is
// not praised for making the whole family laugh, and each review's stars say what its
// words say. A film that is not out yet has none.
const NAMES = ['Ingrid', 'Jonas', 'Sofie', 'Per', 'Amina', 'Lars']

/** Reviews by kind of film, each with the rating its words give. */
const BY_KIND = {
  family: [
    [5, 'Ungene lo hele veien, og jeg lo med dem.'],
    [4, 'Koselig for hele familien. Litt skummel på midten for de minste.'],
    [4, 'Flotte farger og en historie som varmer.'],
  ],
  comedy: [
    [5, 'Den morsomste filmen jeg har sett i år. Hele salen lo.'],
    [4, 'Lun humor og skuespillere i toppform.'],
    [3, 'Noen gode poeng, men litt forutsigbar.'],
  ],
  drama: [
    [5, 'Vakkert filmet, og en slutt som satt i lenge.'],
    [4, 'Sterke rolleprestasjoner. Ta med lommetørkle.'],
    [3, 'Litt lang på midten, men verdt det.'],
  ],
  thriller: [
    [5, 'Spennende fra første minutt. Jeg satt ytterst på stolen.'],
    [4, 'Tett og godt laget, med en slutt jeg ikke så komme.'],
    [2, 'For brutal for min smak, men godt laget.'],
  ],
  documentary: [
    [5, 'Lærerik og rørende. Anbefales varmt.'],
    [4, 'Godt fortalt, og bildene gjør seg på stort lerret.'],
    [3, 'Interessant tema, men litt tørr i fortellingen.'],
  ],
  scifi: [
    [5, 'Årets beste kinoopplevelse så langt! Se den i Sal 1.'],
    [4, 'Flotte effekter og en historie som får deg til å tenke.'],
    [3, 'Vakker, men tung å følge med på.'],
  ],
}

const KIND_OF_GENRE = {
  Animasjon: 'family',
  Familie: 'family',
  Eventyr: 'family',
  Komedie: 'comedy',
  Romantikk: 'comedy',
  Drama: 'drama',
  Klassiker: 'drama',
  Historie: 'drama',
  Thriller: 'thriller',
  Grøsser: 'thriller',
  Action: 'thriller',
  Dokumentar: 'documentary',
  Musikk: 'documentary',
  'Science fiction': 'scifi',
}

/** The film's kind: its first genre that says one (drama where none does). */
const kindOf = (genres) => KIND_OF_GENRE[genres.find((g) => KIND_OF_GENRE[g])] ?? 'drama'

const DAY_MS = 86_400_000

/** One to three reviews of a released film, the same every time for the same film,
 * written in the days before `now` (the programme clock's). */
export const reviewsFor = (film, h, now) => {
  if (!film.released) return []
  const texts = BY_KIND[kindOf(film.genres)]
  return Array.from({ length: 1 + (h % 3) }, (_, i) => {
    const [rating, comment] = texts[(h + i) % texts.length]
    return {
      id: `r-${film.ediNumber}-${i}`,
      comment,
      rating,
      addedAt: new Date(now - (2 + i * 3 + (h % 4)) * DAY_MS).toISOString(),
      likesCount: (h >>> (i + 2)) % 25,
      movieId: `m${film.ediNumber}`,
      userId: `u-${(h + i) % 97}`,
      userName: NAMES[(h + i) % NAMES.length],
      image: '',
      isLiked: false,
    }
  })
}
