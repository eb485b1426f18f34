// What a showing offers beyond its film: the language spoken and the subtitles, the format,
// accessibility, and the programme's own kinds of showing (baby, senior, knitting, last
// showing). This is the one vocabulary: the content schema accepts these values, the
// build resolves each showing's attributes and labels each showing with them (the labels
// travel in the block data, so the texts stay out of the pages' JavaScript), and
// /tilgjengelighet explains each label (the ShowingLabelGuide block), all from here.

/** Languages by ISO 639-1 code (what schema.org's inLanguage expects), named in bokmål. */
export const LANGUAGES = {
  no: 'norsk',
  sv: 'svensk',
  da: 'dansk',
  en: 'engelsk',
  fr: 'fransk',
  de: 'tysk',
  it: 'italiensk',
  es: 'spansk',
  fi: 'finsk',
  is: 'islandsk',
  pl: 'polsk',
  ja: 'japansk',
  ko: 'koreansk',
  zh: 'kinesisk',
  ar: 'arabisk',
  se: 'nordsamisk',
} as const
export type LanguageCode = keyof typeof LANGUAGES

/** Accessibility an editor sets on a showing or a production. */
export const ACCESSIBILITY = ['synstolking', 'teleslynge', 'avslappet', 'rullestol'] as const
export type SetAccessibility = (typeof ACCESSIBILITY)[number]
/** Plus what follows from the languages: Norwegian subtitles on Norwegian speech. */
export type Accessibility = SetAccessibility | 'horselstekst'

/** The advertisement flags that describe a kind of showing (others are for editors). */
export const SHOWING_FLAGS = [
  'baby_cinema',
  'senior_cinema',
  'knitting_cinema',
  'final_day',
] as const
export type ShowingFlag = (typeof SHOWING_FLAGS)[number]

/** A showing's attributes after the build has resolved them (event, else production). */
export type ShowingAttributes = {
  /** The language spoken at this showing. */
  language?: LanguageCode
  /** Spoken in another language than the film's own: a dubbed children's film. */
  dubbed?: true
  subtitles?: LanguageCode
  /** 2D unless it says 3D. */
  format?: '3D'
  dolbyAtmos?: true
  accessibility?: Accessibility[]
  /** The kinds of showing among the advertisement flags. (Not named flags: Babel would take
   * `.flags` for RegExp's and add its polyfill to every page.) */
  kinds?: ShowingFlag[]
  /** Minutes from the start to the estimated end: the film's length and the pre-show. */
  runMinutes?: number
}

/** The page that explains the labels (with the ShowingLabelGuide block; the build checks). */
export const EXPLAINER_PATH = '/tilgjengelighet'

/** Where that page explains a label: the ids of the ShowingLabelGuide block. */
export const EXPLAINER_ANCHORS = [
  'tale-og-tekst',
  'format',
  'synstolking',
  'horselstekst',
  'teleslynge',
  'avslappet',
  'rullestol',
  'visninger',
] as const
export type ExplainerAnchor = (typeof EXPLAINER_ANCHORS)[number]

export type ShowingLabel = { text: string; explainer: ExplainerAnchor }

const titledName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

export const ACCESSIBILITY_LABELS: Record<Accessibility, string> = {
  synstolking: 'Synstolking',
  horselstekst: 'Tekstet for hørselshemmede',
  teleslynge: 'Teleslynge',
  avslappet: 'Avslappet visning',
  rullestol: 'Rullestolplass',
}

export const FLAG_LABELS: Record<ShowingFlag, string> = {
  baby_cinema: 'Babykino',
  senior_cinema: 'Seniorkino',
  knitting_cinema: 'Strikkekino',
  final_day: 'Siste visning',
}

/** The names a showing's labels use, by the codes the records carry. */
export type LabelNames = {
  languages: Record<LanguageCode, string>
  accessibility: Record<Accessibility, string>
  showingKinds: Record<ShowingFlag, string>
}

/** The words the labels are made of, in the page's language (src/contract/ui-text.ts). */
export type LabelWords = Record<'speech' | 'dubbed' | 'subtitles', string> & {
  labels: LabelNames
}

/** «Engelsk tale», «Norsk tekst»: what is spoken and what is written, as the programme says it. */
export const languageLabels = (a: ShowingAttributes, words: LabelWords): ShowingLabel[] => {
  const labels: ShowingLabel[] = []
  const named = (code: LanguageCode) => titledName(words.labels.languages[code])
  if (a.language)
    labels.push({
      text: `${words.speech.replace('{language}', named(a.language))}${a.dubbed ? words.dubbed : ''}`,
      explainer: 'tale-og-tekst',
    })
  // Norwegian subtitles on Norwegian speech are an accessibility label of their own.
  if (a.subtitles && !a.accessibility?.includes('horselstekst'))
    labels.push({
      text: words.subtitles.replace('{language}', named(a.subtitles)),
      explainer: 'tale-og-tekst',
    })
  return labels
}

/** Every label of a showing, in the order the programme shows them. */
export const showingLabels = (a: ShowingAttributes, words: LabelWords): ShowingLabel[] => [
  ...languageLabels(a, words),
  ...(a.format ? [{ text: a.format, explainer: 'format' as const }] : []),
  ...(a.dolbyAtmos ? [{ text: 'Dolby Atmos', explainer: 'format' as const }] : []),
  ...(a.accessibility ?? []).map((k) => ({ text: words.labels.accessibility[k], explainer: k })),
  ...(a.kinds ?? []).map((f) => ({
    text: words.labels.showingKinds[f],
    explainer: 'visninger' as const,
  })),
]

/** The estimated end of a showing (ISO), or undefined when the film's length is unknown. */
export const estimatedEnd = (startTime: string, runMinutes: number | undefined) =>
  runMinutes === undefined
    ? undefined
    : new Date(Date.parse(startTime) + runMinutes * 60_000).toISOString()

/** What an English speaker can follow a film by: English speech, else English subtitles. */
export type EnglishMark = 'speech' | 'subtitles'

export const englishMarkOf = (a: {
  language?: LanguageCode | null
  subtitles?: LanguageCode | null
}): EnglishMark | undefined =>
  a.language === 'en' ? 'speech' : a.subtitles === 'en' ? 'subtitles' : undefined
