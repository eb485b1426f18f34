// The filters of a programme list (src/contract/filters.ts): each showing's or production's
// facets, and the form's groups with the options the list has. An option that every record
// has, or none, would filter nothing, so it is left out, and so is a group left empty.
// The values (in the URL) are the same in every language; the legends and labels are in the
// page's language (FilterWords).
import type { FilterGroup, FilterOption, FilterSet } from '../../contract/filters'
import { youngestWithAdult } from '../../lib/age-limits'
import { formatTime, osloDayKey } from '../../lib/dates'
import { FACET_ALTERNATIVES, type FilterKey } from '../../lib/programme-filter'
import {
  ACCESSIBILITY,
  LANGUAGES,
  SHOWING_FLAGS,
  type LabelNames,
  type LanguageCode,
  type ShowingFlag,
} from '../../lib/showing-attributes'
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import { NB_WORDS } from './norwegian-words'

const TIMES_OF_DAY = ['formiddag', 'ettermiddag', 'kveld'] as const
/** A child's age, as the youngest of each band (a film's facet is the youngest it allows). */
const CHILD_AGES = ['', '5', '6', '9', '12', '15'] as const
const CULTURE_KIND_VALUES = ['konsert', 'teater', 'utstilling', 'foredrag', 'barn'] as const

/** What the filter form says, in one language. Build-time only: the labels travel in the
 * list's data. */
export type FilterWords = {
  timeOfDay: string
  times: Record<(typeof TIMES_OF_DAY)[number], string>
  childAge: string
  childAges: Record<(typeof CHILD_AGES)[number], string>
  childAgeHint: string
  speech: string
  subtitles: string
  format: string
  accessibility: string
  showings: string
  cultureKind: string
  cultureKinds: Record<(typeof CULTURE_KIND_VALUES)[number], string>
  date: string
}

export const NB_FILTER_WORDS: FilterWords = {
  timeOfDay: 'Tid på dagen',
  times: { formiddag: 'Før kl. 12', ettermiddag: 'Kl. 12–17', kveld: 'Kveld (fra kl. 17)' },
  childAge: 'Barnets alder',
  childAges: {
    '': 'Alle aldre',
    '5': 'Under 6 år',
    '6': '6–8 år',
    '9': '9–11 år',
    '12': '12–14 år',
    '15': '15–17 år',
  },
  childAgeHint: 'Filmer barnet kan se i følge med en voksen over 18 år.',
  speech: 'Tale',
  subtitles: 'Tekst',
  format: 'Format',
  accessibility: 'Tilgjengelighet',
  showings: 'Visninger',
  cultureKind: 'Type arrangement',
  cultureKinds: {
    konsert: 'Konserter',
    teater: 'Teater, dans og humor',
    utstilling: 'Utstillinger',
    foredrag: 'Foredrag og litteratur',
    barn: 'For barn',
  },
  date: 'Dato',
}

/** The words a list's filters are planned with: the form's and the labels' names. */
export type FilterPlanWords = { filters: FilterWords; labels: LabelNames }
const NB: FilterPlanWords = { filters: NB_FILTER_WORDS, labels: NB_WORDS.labels }

const SHOWING_KINDS: Record<ShowingFlag, string> = {
  baby_cinema: 'babykino',
  senior_cinema: 'seniorkino',
  knitting_cinema: 'strikkekino',
  final_day: 'siste',
}

/**
 * The kinds of culture production, each with the features that make a production one (a
 * production's features come from the platform, in the editors' words).
 */
const CULTURE_KINDS: Record<(typeof CULTURE_KIND_VALUES)[number], string[]> = {
  konsert: ['konsert', 'jazz', 'kor', 'korps'],
  teater: ['teater', 'dans', 'ballett', 'scenekunst', 'standup', 'humor'],
  utstilling: ['utstilling'],
  foredrag: ['foredrag', 'litteratur', 'forfatter'],
  barn: ['barn', 'familie'],
}

const timeOfDay = (startTime: string) => {
  const hour = Number(formatTime(startTime).slice(0, 2))
  return hour < 12 ? 'formiddag' : hour < 17 ? 'ettermiddag' : 'kveld'
}

const languageName = (code: LanguageCode) => LANGUAGES[code]

/** "tid:kveld alder:9 tale:engelsk tekst:norsk format:2d tilgjengelighet:teleslynge …" */
export const showingFacets = (e: ProgrammeEvent): string => {
  const film = e.production.object === 'movie'
  return [
    `tid:${timeOfDay(e.startTime)}`,
    e.production.ageLimit && `alder:${youngestWithAdult(e.production.ageLimit)}`,
    e.language && `tale:${languageName(e.language)}`,
    e.subtitles && `tekst:${languageName(e.subtitles)}`,
    film && `format:${e.format === '3D' ? '3d' : '2d'}`,
    e.dolbyAtmos && 'format:atmos',
    ...(e.accessibility ?? []).map((a) => `tilgjengelighet:${a}`),
    ...(e.kinds ?? []).map((k) => `visning:${SHOWING_KINDS[k]}`),
  ]
    .filter(Boolean)
    .join(' ')
}

const cultureKinds = (p: Production) =>
  CULTURE_KIND_VALUES.filter((kind) =>
    p.features.some((f) => CULTURE_KINDS[kind].includes(f.toLowerCase())),
  )

/** "type:konsert dag:2026-12-12 dag:2026-12-13": a production's kinds and its days. */
export const productionFacets = (p: Production, events: ProgrammeEvent[]): string =>
  [
    ...cultureKinds(p).map((kind) => `type:${kind}`),
    ...new Set(events.map((e) => `dag:${osloDayKey(e.startTime)}`)),
  ].join(' ')

/** The options that some records have, but not all; a group without any is left out. */
const choices = (
  key: FilterKey,
  legend: string,
  options: FilterOption[],
  facets: string[],
): FilterGroup[] => {
  const kept = options.filter((o) => {
    const having = facets.filter((f) => f.split(' ').includes(`${key}:${o.value}`)).length
    return having > 0 && having < facets.length
  })
  return kept.length > 0 ? [{ control: 'choices', key, legend, options: kept }] : []
}

/** The languages, Norwegian first, then in the order of their names in the page's language. */
const languageOptions = (
  codes: (LanguageCode | undefined)[],
  names: LabelNames['languages'],
): FilterOption[] =>
  [...new Set(codes.filter((c): c is LanguageCode => c !== undefined))]
    .sort((a, b) => (a === 'no' ? -1 : b === 'no' ? 1 : names[a].localeCompare(names[b], 'nb')))
    .map((code) => ({ value: languageName(code), label: titled(names[code]) }))

const titled = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The form's groups for showings: `all` is every record's facets (a showing's, or a film's
 * showings' as alternatives). */
const showingGroups = (
  events: ProgrammeEvent[],
  all: string[],
  { filters: w, labels }: FilterPlanWords,
): FilterGroup[] => {
  const ages = all.some((f) => f.includes('alder:')) && all.length > 1
  return [
    ...choices(
      'tid',
      w.timeOfDay,
      TIMES_OF_DAY.map((value) => ({ value, label: w.times[value] })),
      all,
    ),
    ...(ages
      ? [
          {
            control: 'select' as const,
            key: 'alder' as const,
            legend: w.childAge,
            options: CHILD_AGES.map((value) => ({ value, label: w.childAges[value] })),
            hint: w.childAgeHint,
          },
        ]
      : []),
    ...choices(
      'tale',
      w.speech,
      languageOptions(
        events.map((e) => e.language),
        labels.languages,
      ),
      all,
    ),
    ...choices(
      'tekst',
      w.subtitles,
      languageOptions(
        events.map((e) => e.subtitles),
        labels.languages,
      ),
      all,
    ),
    ...choices(
      'format',
      w.format,
      [
        { value: '2d', label: '2D' },
        { value: '3d', label: '3D' },
        { value: 'atmos', label: 'Dolby Atmos' },
      ],
      all,
    ),
    ...choices(
      'tilgjengelighet',
      w.accessibility,
      (['horselstekst', ...ACCESSIBILITY] as const).map((a) => ({
        value: a,
        label: labels.accessibility[a],
      })),
      all,
    ),
    ...choices(
      'visning',
      w.showings,
      SHOWING_FLAGS.map((f) => ({ value: SHOWING_KINDS[f], label: labels.showingKinds[f] })),
      all,
    ),
  ]
}

/** The filters of a list of showings (the schedule on /kino). */
export const showingFilters = (events: ProgrammeEvent[], words = NB): FilterSet => {
  const facets = Object.fromEntries(events.map((e) => [e.id, showingFacets(e)]))
  return { groups: showingGroups(events, Object.values(facets), words), facets }
}

const byProduction = (events: ProgrammeEvent[]) => {
  const grouped = new Map<string, ProgrammeEvent[]>()
  for (const e of events) grouped.set(e.productionId, [...(grouped.get(e.productionId) ?? []), e])
  return grouped
}

/**
 * The filters of a list of films by their showings (/filmoversikt): a film passes when one
 * of its showings does, so its facets are its showings' different facets, as alternatives
 * (FACET_ALTERNATIVES). Two needs met by two different showings do not make a match.
 */
export const filmFilters = (events: ProgrammeEvent[], words = NB): FilterSet => {
  const facets = Object.fromEntries(
    [...byProduction(events)].map(([id, list]) => [
      id,
      [...new Set(list.map(showingFacets))].join(FACET_ALTERNATIVES),
    ]),
  )
  return { groups: showingGroups(events, Object.values(facets), words), facets }
}

/** The filters of a list of productions by their showings (the culture programme). */
export const productionFilters = (
  events: ProgrammeEvent[],
  { filters: w }: FilterPlanWords = NB,
): FilterSet => {
  const facets = Object.fromEntries(
    [...byProduction(events)].map(([id, list]) => [
      id,
      productionFacets(list[0]!.production, list),
    ]),
  )
  const days = events.map((e) => osloDayKey(e.startTime)).sort()
  const first = days[0]
  const last = days[days.length - 1]
  return {
    groups: [
      ...choices(
        'type',
        w.cultureKind,
        CULTURE_KIND_VALUES.map((value) => ({ value, label: w.cultureKinds[value] })),
        Object.values(facets),
      ),
      ...(first && last && first !== last
        ? [{ control: 'dates' as const, legend: w.date, first, last }]
        : []),
    ],
    facets,
  }
}
