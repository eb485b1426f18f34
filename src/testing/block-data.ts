// Records as a block's data carries them, for tests that render blocks: whole and typed,
// so that a test states only what it is about.
import type { Article, EventLine, ProductionCard } from '../contract'

export const articleRecord = (overrides: Partial<Article> = {}): Article => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Boknatt på biblioteket',
  slug: 'boknatt',
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
  parentSlug: 'fjellvettreglene-DXM20261001',
  pageReference: undefined,
  advertisementFlags: [],
  summary: '',
  assets: [],
  genres: [],
  ageLimit: undefined,
  lengthMinutes: undefined,
  premiereDate: undefined,
  ...overrides,
})

export const eventLine = (
  overrides: Partial<EventLine> & Pick<EventLine, 'id' | 'startTime'>,
): EventLine => ({
  eventId: `E${overrides.id}`,
  productionId: 'p1',
  location: { name: 'Sal 1' },
  ticketUrl: `https://billett.example.no/${overrides.id}`,
  advertisementFlags: [],
  production: {
    id: 'p1',
    title: 'Fjellvettreglene',
    object: 'movie',
    parentSlug: 'fjellvettreglene-DXM20261001',
    pageReference: undefined,
    ageLimit: undefined,
  },
  ...overrides,
})
