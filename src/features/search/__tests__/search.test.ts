import productions from '../../../../content/programme/productions.json'
import type { SearchDocument } from '../../../contract'
import { fold, words } from '../fold'
import { highlight, search } from '../search'
import { editDistance, suggest } from '../suggest'

const doc = (title: string, text: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  kind: 'article',
  title,
  url: `/article/${fold(title).replace(/\W+/g, '-')}`,
  text,
  ...extra,
})

const docs = [
  doc('Jazzkveld på gården', 'Innlandsjazz spiller i Låven på Gjøvik gård.', { kind: 'culture' }),
  doc('Quiz i kafé Lerretet', 'Pubquiz med film og lokalhistorie.', { kind: 'culture' }),
  doc('Bibliotekets åpningstider', 'Meråpent bibliotek alle dager. Kafeen har egne tider.', {
    kind: 'library',
  }),
  doc('Julestemning på kulturhuset', 'Julekonsert, jazz og julemarked på Gjøvik gård.', {
    date: '2026-11-18T10:00:00.000Z',
  }),
]

describe('fold', () => {
  it('folds case, Norwegian letters and accents', () => {
    expect(fold('Gjøvik GÅRD Ærlig kafé Café crème')).toBe('gjovik gard aerlig kafe cafe creme')
    expect(words('Kino, scene – og «bibliotek»!')).toEqual(['kino', 'scene', 'og', 'bibliotek'])
  })
})

describe('search', () => {
  const titles = (query: string) => search(docs, query).map((h) => h.doc.title)

  it('is case-insensitive and finds words by their start', () => {
    expect(titles('JAZZ')).toEqual(['Jazzkveld på gården', 'Julestemning på kulturhuset'])
    expect(titles('bibliot')).toEqual(['Bibliotekets åpningstider'])
  })

  it("folds æ/ø/å and accents: 'gjovik' finds Gjøvik, 'kafe' finds kafé", () => {
    expect(titles('gjovik').sort()).toEqual(['Jazzkveld på gården', 'Julestemning på kulturhuset'])
    expect(titles('kafe')).toEqual(['Quiz i kafé Lerretet', 'Bibliotekets åpningstider'])
    expect(titles('åpningstider')).toEqual(['Bibliotekets åpningstider'])
  })

  it('ranks a match in the title above matches in the text', () => {
    expect(titles('jul')[0]).toBe('Julestemning på kulturhuset')
    expect(titles('kafe')[0]).toBe('Quiz i kafé Lerretet')
  })

  it('needs every query word to match', () => {
    expect(titles('jazz gjovik')).toEqual(['Jazzkveld på gården', 'Julestemning på kulturhuset'])
    expect(titles('jazz quiz')).toEqual([])
  })

  it('finds nothing for an empty query or an unknown word', () => {
    expect(search(docs, '   ')).toEqual([])
    expect(search(docs, 'operaball')).toEqual([])
  })

  it('highlights the words a query term starts, in the original spelling', () => {
    expect(highlight('Kafé Lerretet på Gjøvik gård', ['kafe', 'gjovik'])).toEqual([
      { text: 'Kafé', match: true },
      { text: ' Lerretet på ', match: false },
      { text: 'Gjøvik', match: true },
      { text: ' gård', match: false },
    ])
  })

  it('gives a snippet around the first match in the text', () => {
    const long = doc(
      'Lang',
      `${'Innledning om noe annet. '.repeat(20)}Her står ordet operaball midt i.`,
    )
    const [hit] = search([long], 'operaball')
    const snippet = hit!.snippet.map((s) => s.text).join('')
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet).toContain('operaball midt i.')
  })

  it('cuts a snippet between words, never inside one', () => {
    const text = `${'nødvendige '.repeat(12)}Her står ordet operaball. ${'påfølgende '.repeat(30)}`
    const [hit] = search([doc('Lang', text)], 'operaball')
    const snippet = hit!.snippet.map((s) => s.text).join('')
    expect(snippet).toMatch(/^…nødvendige /)
    expect(snippet).toMatch(/ påfølgende…$/)
    expect(snippet).toContain('Her står ordet operaball.')
  })

  it('ends a snippet of a document found by its keywords alone between words', () => {
    const [hit] = search(
      [doc('Lang', 'Samtidsdans '.repeat(40), { keywords: 'storsalen' })],
      'storsal',
    )
    expect(hit!.snippet.map((s) => s.text).join('')).toMatch(/^Samtidsdans .* Samtidsdans…$/)
  })
})

describe('keywords', () => {
  it('find a document without appearing in its snippet', () => {
    const withKeywords = doc('Vinterlys', 'Samtidsdans om lyset.', { keywords: 'dans Storsalen' })
    const [hit] = search([withKeywords], 'storsal')
    expect(hit!.doc.title).toBe('Vinterlys')
    expect(hit!.snippet.map((s) => s.text).join('')).toBe('Samtidsdans om lyset.')
  })
})

describe('search that forgives, on the programme’s real titles', () => {
  const programme = (productions as { title: string }[]).map((p) =>
    doc(p.title, '', { kind: 'film' }),
  )
  const first = (query: string) => search(programme, query)[0]?.doc.title

  it.each([
    ['fjelvetreglene', 'Fjellvettreglene', 'two letters missing, in the middle'],
    ['fjellvettreglen', 'Fjellvettreglene', 'one missing at the end (a prefix too)'],
    ['jellvettreglene', 'Fjellvettreglene', 'one missing at the start'],
    ['bestemors oppskrfit', 'Bestemors oppskrift', 'two letters swapped'],
    ['bestemor opskrift', 'Bestemors oppskrift', 'one missing in each word'],
    ['nattskifftet', 'Nattskiftet', 'one extra'],
    ['nattskiftett', 'Nattskiftet', 'one extra at the end'],
    ['hjertebnak', 'Hjertebank', 'two swapped at the end'],
    ['mesterkokkne', 'Mesterkokken', 'two swapped at the end'],
    ['kjaerlighet pa vestlandet', 'Kjærlighet på Vestlandet', 'æ and å as ae and a'],
    ['mjosas dronning', 'Mjøsas dronning', 'ø as o'],
    ['sjoroverne paa skumtoppen', 'Sjørøverne på Skumtoppen', 'å as aa'],
    ['manebarna', 'Månebarna', 'å as a'],
    ['nattskifte', 'Nattskiftet', 'the start of a word'],
  ])('«%s» finds «%s» (%s)', (query, title) => {
    expect(first(query)).toBe(title)
  })

  it('does not forgive short words, which would match too much', () => {
    expect(search(programme, 'tag')).toEqual([])
    expect(search(programme, 'tog').map((h) => h.doc.title)).toEqual(['Siste tog fra Raufoss'])
    expect(search(programme, 'rek').map((h) => h.doc.title)).toEqual(['Rekyl'])
  })

  it('marks the words it matched, typos included', () => {
    const [hit] = search(programme, 'fjelvetreglene')
    expect(hit!.title).toEqual([{ text: 'Fjellvettreglene', match: true }])
  })

  it('suggests a correction only within two edits, of words of five letters or more', () => {
    // Two letters swapped in a five-letter word: too far for the search, close to a title.
    expect(search(programme, 'reykl')).toEqual([])
    expect(suggest(programme, 'reykl')).toBe('rekyl')
    expect(suggest(programme, 'fjlvtreglne')).toBeNull()
    expect(suggest(programme, 'zxqwv')).toBeNull()
    expect(suggest(programme, 'rkyl')).toBeNull()
  })
})

describe('editDistance', () => {
  it('counts a missing, extra or wrong letter, and two swapped, as one edit each', () => {
    expect(editDistance('parkering', 'parkering')).toBe(0)
    expect(editDistance('parkring', 'parkering')).toBe(1)
    expect(editDistance('parkeering', 'parkering')).toBe(1)
    expect(editDistance('parkerinh', 'parkering')).toBe(1)
    expect(editDistance('prakering', 'parkering')).toBe(1)
    expect(editDistance('sommerles', 'parkering')).toBeGreaterThan(2)
  })
})
