// The filters of a programme list (src/contract/filters.ts): each showing's or production's
// facets, and the form's groups with the options the list has. An option that every record
// has, or none, would filter nothing, so it is left out, and so is a group left empty.
import type { FilterGroup, FilterOption, FilterSet } from '../../contract/filters'
import { youngestWithAdult } from '../../lib/age-limits'
import { formatTime, osloDayKey } from '../../lib/dates'
import { FACET_ALTERNATIVES, type FilterKey } from '../../lib/programme-filter'
import {
  ACCESSIBILITY,
  ACCESSIBILITY_LABELS,
  FLAG_LABELS,
  LANGUAGES,
  SHOWING_FLAGS,
  languageTitle,
  type LanguageCode,
  type ShowingFlag,
} from '../../lib/showing-attributes'
import type { Production, ProgrammeEvent } from '../../contract/records/programme'

const TIMES_OF_DAY: FilterOption[] = [
  { value: 'formiddag', label: 'Før kl. 12' },
  { value: 'ettermiddag', label: 'Kl. 12–17' },
  { value: 'kveld', label: 'Kveld (fra kl. 17)' },
]

/** A child's age, as the youngest of each band (a film's facet is the youngest it allows). */
const CHILD_AGES: FilterOption[] = [
  { value: '', label: 'Alle aldre' },
  { value: '5', label: 'Under 6 år' },
  { value: '6', label: '6–8 år' },
  { value: '9', label: '9–11 år' },
  { value: '12', label: '12–14 år' },
  { value: '15', label: '15–17 år' },
]

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
const CULTURE_KINDS: { value: string; label: string; features: string[] }[] = [
  { value: 'konsert', label: 'Konserter', features: ['konsert', 'jazz', 'kor', 'korps'] },
  {
    value: 'teater',
    label: 'Teater, dans og humor',
    features: ['teater', 'dans', 'ballett', 'scenekunst', 'standup', 'humor'],
  },
  { value: 'utstilling', label: 'Utstillinger', features: ['utstilling'] },
  {
    value: 'foredrag',
    label: 'Foredrag og litteratur',
    features: ['foredrag', 'litteratur', 'forfatter'],
  },
  { value: 'barn', label: 'For barn', features: ['barn', 'familie'] },
]

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
  CULTURE_KINDS.filter((k) => p.features.some((f) => k.features.includes(f.toLowerCase())))

/** "type:konsert dag:2026-12-12 dag:2026-12-13": a production's kinds and its days. */
export const productionFacets = (p: Production, events: ProgrammeEvent[]): string =>
  [
    ...cultureKinds(p).map((k) => `type:${k.value}`),
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

const languageOptions = (codes: (LanguageCode | undefined)[]): FilterOption[] =>
  [...new Set(codes.filter((c): c is LanguageCode => c !== undefined))]
    .sort((a, b) =>
      a === 'no' ? -1 : b === 'no' ? 1 : languageName(a).localeCompare(languageName(b), 'nb'),
    )
    .map((code) => ({ value: languageName(code), label: languageTitle(code) }))

/** The form's groups for showings: `all` is every record's facets (a showing's, or a film's
 * showings' as alternatives). */
const showingGroups = (events: ProgrammeEvent[], all: string[]): FilterGroup[] => {
  const ages = all.some((f) => f.includes('alder:')) && all.length > 1
  return [
    ...choices('tid', 'Tid på dagen', TIMES_OF_DAY, all),
    ...(ages
      ? [
          {
            control: 'select' as const,
            key: 'alder' as const,
            legend: 'Barnets alder',
            options: CHILD_AGES,
            hint: 'Filmer barnet kan se i følge med en voksen over 18 år.',
          },
        ]
      : []),
    ...choices('tale', 'Tale', languageOptions(events.map((e) => e.language)), all),
    ...choices('tekst', 'Tekst', languageOptions(events.map((e) => e.subtitles)), all),
    ...choices(
      'format',
      'Format',
      [
        { value: '2d', label: '2D' },
        { value: '3d', label: '3D' },
        { value: 'atmos', label: 'Dolby Atmos' },
      ],
      all,
    ),
    ...choices(
      'tilgjengelighet',
      'Tilgjengelighet',
      (['horselstekst', ...ACCESSIBILITY] as const).map((a) => ({
        value: a,
        label: ACCESSIBILITY_LABELS[a],
      })),
      all,
    ),
    ...choices(
      'visning',
      'Visninger',
      SHOWING_FLAGS.map((f) => ({ value: SHOWING_KINDS[f], label: FLAG_LABELS[f] })),
      all,
    ),
  ]
}

/** The filters of a list of showings (the schedule on /kino). */
export const showingFilters = (events: ProgrammeEvent[]): FilterSet => {
  const facets = Object.fromEntries(events.map((e) => [e.id, showingFacets(e)]))
  return { groups: showingGroups(events, Object.values(facets)), facets }
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
export const filmFilters = (events: ProgrammeEvent[]): FilterSet => {
  const facets = Object.fromEntries(
    [...byProduction(events)].map(([id, list]) => [
      id,
      [...new Set(list.map(showingFacets))].join(FACET_ALTERNATIVES),
    ]),
  )
  return { groups: showingGroups(events, Object.values(facets)), facets }
}

/** The filters of a list of productions by their showings (the culture programme). */
export const productionFilters = (events: ProgrammeEvent[]): FilterSet => {
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
        'Type arrangement',
        CULTURE_KINDS.map(({ value, label }) => ({ value, label })),
        Object.values(facets),
      ),
      ...(first && last && first !== last
        ? [{ control: 'dates' as const, legend: 'Dato', first, last }]
        : []),
    ],
    facets,
  }
}
