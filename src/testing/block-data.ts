// Records as a block's data carries them, for tests that render blocks: whole and typed,
// so that a test states only what it is about.
import type { EventLine, ProductionCard } from '../contract'
import type { Projected } from '../contract/blocks'
import { estimatedEnd, showingLabels, type ShowingAttributes } from '../lib/showing-attributes'
import { NB_WORDS } from '../pipeline/plan/norwegian-words'

type ArticleData = Projected['article']

export const articleRecord = (overrides: Partial<ArticleData> = {}): ArticleData => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Boknatt på biblioteket',
  slug: 'boknatt',
  path: '/article/boknatt',
  category: 'article',
  author: '',
  image: '',
  thumbnail: '',
  content: '<p>Vi leser grøssere.</p>',
  node_locale: 'nb',
  createdAt: Date.parse('2025-09-22T10:00:00Z'),
  updatedAt: Date.parse('2025-09-22T10:00:00Z'),
  order: 0,
  ...overrides,
})

export const productionCard = (overrides: Partial<ProductionCard> = {}): ProductionCard => ({
  id: 'p1',
  object: 'movie',
  objectClass: 'movie',
  title: 'Fjellvettreglene',
  path: '/fjellvettreglene-DXM20261001',
  advertisementFlags: [],
  summary: '',
  assets: [],
  genres: [],
  ageLimit: undefined,
  lengthMinutes: undefined,
  premiereDate: undefined,
  ...overrides,
})

/** A showing as the build projects it: its attributes made into labels and an end, as
 * src/pipeline/plan/project.ts makes them. */
export type EventLineInput = Partial<EventLine> &
  ShowingAttributes &
  Pick<EventLine, 'id' | 'startTime'>

export const eventLine = ({
  runMinutes,
  language,
  dubbed,
  subtitles,
  format,
  dolbyAtmos,
  accessibility,
  kinds,
  ...overrides
}: EventLineInput): EventLine => ({
  labels: showingLabels(
    { language, dubbed, subtitles, format, dolbyAtmos, accessibility, kinds },
    NB_WORDS,
  ),
  endsAt: estimatedEnd(overrides.startTime, runMinutes),
  eventId: `E${overrides.id}`,
  productionId: 'p1',
  location: { name: 'Sal 1' },
  ticketUrl: `https://billett.example.no/${overrides.id}`,
  advertisementFlags: [],
  production: {
    id: 'p1',
    title: 'Fjellvettreglene',
    object: 'movie',
    path: '/fjellvettreglene-DXM20261001',
    ageLimit: undefined,
  },
  ...overrides,
})

/** Medietilsynet's rule for each age limit, word for word as the site must say it. */
export const AGE_RULES = [
  ['A', 'Filmen er tillatt for alle aldre.'],
  [
    '6',
    'Barn fra 6 år kan se filmen alene. Alle yngre barn kan se den i følge med en voksen over 18 år.',
  ],
  ['9', 'Barn ned til 6 år kan se filmen i følge med en voksen over 18 år.'],
  ['12', 'Barn ned til 9 år kan se filmen i følge med en voksen over 18 år.'],
  ['15', 'Barn ned til 12 år kan se filmen i følge med en voksen over 18 år.'],
  [
    '18',
    'Aldersgrensen på 18 år er absolutt. Ingen under 18 år slipper inn, heller ikke i følge med voksne.',
  ],
] as const
