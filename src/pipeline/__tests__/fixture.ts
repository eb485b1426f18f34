// A small, valid content set. Each test copies it and breaks one thing.
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import type { RawContent } from '../load/records'
import { EXPLAINER_ANCHORS } from '../../lib/showing-attributes'

const rows = [
  { fullWidth: true, columns: [{ span: { xs: 12, md: 12, lg: 12 } }] },
  { fullWidth: false, columns: [{ span: { xs: 12, md: 12, lg: 12 } }] },
]

export const site = {
  id: 'site',
  name: 'Testkino',
  shortName: 'Testkino',
  host: 'test.example.no',
  aliases: [],
  partners: [118],
  locales: { available: ['nb'], enabled: ['nb'], default: 'nb' },
  componentVersions: { header: '1' },
  stage: 'production',
  published: false,
  analyticsTrackingId: 'G-TEST',
  pixelId: '123',
  favicon: '/favicon.svg',
  logo: { src: '/logo.svg', srcOnDark: '/logo-light.svg', alt: 'Testkino' },
  defaultImage: '/og.png',
  search: { enabled: true, submitPath: '/search' },
  municipality: { name: 'Test kommune', url: 'https://kommune.example.no' },
  address: { street: 'Storgata 1', postalCode: '2815', locality: 'Gjøvik' },
  preShowMinutes: 15,
}

/** A block record in the page's first place, as an editor writes it. */
export const block = (id: string, component: string, props: Record<string, unknown>) => ({
  id,
  component,
  hide: false,
  place: { row: 1, column: 0, order: 0 },
  props,
})

export const page = (id: string, path: string, extra: Record<string, unknown> = {}) => ({
  id,
  path,
  title: id,
  pageType: 'standard',
  layout: 'page-header-footer',
  template: { rows },
  sources: [],
  blocks: [block(`${id}-title`, 'Title', { text: id })],
  meta: { nb: { title: id, description: `Om ${id}`, keywords: [] } },
  ...extra,
})

/** /tilgjengelighet with the label guide that the programme's labels link to, each section
 * as `section` makes it. */
export const labelGuidePage = (
  section = (anchor: string) => ({ heading: anchor, text: ['Forklaring.'] }),
) => ({
  file: 'content/pages/tilgjengelighet.json',
  data: page('tilgjengelighet', '/tilgjengelighet', {
    blocks: [
      block('guide', 'ShowingLabelGuide', {
        heading: 'Slik er visningene merket',
        sections: EXPLAINER_ANCHORS.map((anchor) => ({ anchor, ...section(anchor) })),
      }),
    ],
  }),
})

export const production = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'movie',
  objectClass: 'movie',
  title: `Film ${id}`,
  parentSlug: `film-${id}-DXM0000000${id.length}`,
  advertisementFlags: [],
  contents: [{ summary: `Sammendrag ${id}`, body: '' }],
  assets: [{ type: 'image', role: 'poster', url: `/img/${id}.jpg`, alt: '' }],
  features: ['drama'],
  ...extra,
})

/** An event record as the ticketing platform sends it: one showing of the production. */
export const rawEvent = (
  id: string,
  productionId: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  eventId: id,
  productionId,
  startTime: '2026-11-23T18:00:00+01:00',
  location: { name: 'Sal 1' },
  ticketUrl: `https://billett.example.no/${id}`,
  ...extra,
})

export const rawContent = (): RawContent => ({
  site: { file: 'content/site.json', data: structuredClone(site) },
  menus: {
    file: 'content/menus.json',
    data: [
      {
        id: 'm-kino',
        path: '/kino',
        label: 'Kino',
        place: 'header',
        locale: 'nb',
        order: 1,
        parent: null,
        openInNewWindow: false,
      },
    ],
  },
  footer: { file: 'content/footer.json', data: [] },
  redirects: {
    file: 'content/redirects.json',
    data: [{ from: '/program', to: '/kino', permanent: true }],
  },
  pages: [
    { file: 'content/pages/index.json', data: page('front', '/') },
    { file: 'content/pages/kino.json', data: page('kino', '/kino') },
  ],
  articles: [],
  productions: { file: 'content/programme/productions.json', data: [] },
  events: { file: 'content/programme/events.json', data: [] },
})

/** A film page record: /:production, with the film's cover and its showings. */
export const filmPage = page('film', '/:production', {
  sources: [
    {
      name: 'production',
      model: 'production',
      collection: false,
      filter: [
        { property: 'parentSlug', operator: 'eq', value: ':production' },
        { property: 'object', operator: 'eq', value: 'movie' },
      ],
    },
    {
      name: 'events',
      model: 'event',
      collection: true,
      filter: [{ property: 'production.parentSlug', operator: 'eq', value: ':production' }],
    },
  ],
  blocks: [
    {
      id: 'cover',
      component: 'Cover',
      hide: false,
      place: { row: 0, column: 0, order: 0 },
      data: { production: 'production' },
    },
    {
      id: 'tickets',
      component: 'TicketList',
      hide: false,
      place: { row: 1, column: 0, order: 0 },
      data: { events: 'events' },
    },
  ],
})

/** The raw content with a film page, two films, a culture production and two showings. */
export const withProgramme = () => {
  const raw = rawContent()
  raw.pages.push({ file: 'content/pages/film.json', data: filmPage })
  raw.productions.data = [
    production('a', { features: ['drama', 'norsk'] }),
    production('bb'),
    production('c', {
      object: 'culture',
      objectClass: 'culture',
      parentSlug: undefined,
      pageReference: 'konsert-ABCDEFG',
    }),
  ]
  raw.events.data = [
    {
      id: 'e1',
      eventId: '1',
      productionId: 'a',
      startTime: '2026-11-21T18:00:00+01:00',
      location: { name: 'Sal 1' },
      ticketUrl: 'https://billett.example.no/1',
    },
    {
      id: 'e2',
      eventId: '2',
      productionId: 'bb',
      startTime: '2026-11-21T20:00:00+01:00',
      location: { name: 'Sal 1' },
      ticketUrl: 'https://billett.example.no/2',
    },
  ]
  return raw
}

/** A film as validated: a comedy of 98 minutes, 9 years. */
export const validFilm = () =>
  ({ ...production('a'), genres: ['Komedie'], lengthMinutes: 98, ageLimit: '9' }) as Production

/** A validated showing of the production, with its production joined in. */
export const showing = (p: Production, extra: Partial<ProgrammeEvent> = {}): ProgrammeEvent => ({
  id: 'e1',
  eventId: '7000001',
  productionId: p.id,
  startTime: '2026-11-23T18:00:00+01:00',
  location: { name: 'Sal 1' },
  ticketUrl: 'https://billett.example.no/7000001',
  advertisementFlags: [],
  language: 'no',
  production: p,
  ...extra,
})
