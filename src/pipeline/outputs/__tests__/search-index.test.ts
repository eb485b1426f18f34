/** @jest-environment node */
import { buildSite } from '../../build-site'
import { buildSearchIndex } from '../search-index'
import {
  block,
  labelGuidePage,
  page,
  production,
  rawContent,
  rawEvent,
} from '../../__tests__/fixture'

/** A page at a parameterised path that shows the one record whose property matches it. */
const detailPage = (name: string, path: string, model: string, property: string) => ({
  file: `content/pages/_${name}.json`,
  data: page(name, path, {
    sources: [
      {
        name: model,
        model,
        collection: false,
        filter: [{ property, operator: 'eq', value: `:${path.split(':')[1]}` }],
      },
    ],
  }),
})

describe('buildSearchIndex', () => {
  it('indexes films, culture productions and articles (not showings) as plain text', () => {
    const raw = rawContent()
    raw.articles = [
      {
        file: 'content/articles/a.json',
        data: {
          id: '3f6c2a8e-5b1d-4c7e-9a2f-1d8e6b4c0a11',
          title: 'Boknatt',
          slug: 'boknatt',
          category: 'library',
          author: '',
          image: '',
          thumbnail: '',
          content: '<p>Vi leser <strong>grøssere</strong>.</p><script>x()</script>',
          node_locale: 'nb',
          createdAt: 1758535200000,
          updatedAt: 1758535200000,
          order: 0,
        },
      },
    ]
    raw.productions.data = [
      production('f', {
        title: 'Mesterkokken',
        originalTitle: 'Le Grand Chef',
        contents: [{ summary: 'En kokk mister smaken.', body: 'Lang tekst som ikke er med.' }],
        genres: ['Komedie'],
        features: ['mat', 'fransk'],
        ageLimit: '9',
      }),
      production('c', {
        object: 'culture',
        objectClass: 'culture',
        parentSlug: undefined,
        pageReference: 'jazz-JAZ6G4R',
        title: 'Jazzkveld',
        features: ['jazz'],
      }),
    ]
    raw.events.data = [
      rawEvent('e0', 'f', { startTime: '2026-11-24T18:00:00+01:00' }),
      rawEvent('e1', 'f', { startTime: '2026-11-23T20:30:00+01:00' }),
    ]
    // Productions and articles are shown on these pages, so the index links there.
    raw.pages.push(
      detailPage('production', '/:production', 'production', 'parentSlug'),
      detailPage('culture', '/:culture', 'production', 'pageReference'),
      detailPage('article', '/article/:article', 'article', 'slug'),
    )
    const index = buildSearchIndex(buildSite(raw), 'nb').filter((d) => d.kind !== 'page')
    expect(index).toEqual([
      {
        kind: 'film',
        id: 'f',
        title: 'Mesterkokken',
        url: '/film-f-DXM00000001',
        // The next showings in order, not as the file has them, so that a search on the day
        // after the build books the next one that has not begun.
        showings: [
          {
            eventId: 'e1',
            ticketUrl: 'https://billett.example.no/e1',
            startTime: '2026-11-23T20:30:00+01:00',
            hall: 'Sal 1',
          },
          {
            eventId: 'e0',
            ticketUrl: 'https://billett.example.no/e0',
            startTime: '2026-11-24T18:00:00+01:00',
            hall: 'Sal 1',
          },
        ],
        ageLimit: '9',
        text: 'En kokk mister smaken.',
        keywords: 'Le Grand Chef Komedie mat fransk Sal 1',
      },
      {
        kind: 'culture',
        id: 'c',
        title: 'Jazzkveld',
        url: '/jazz-JAZ6G4R',
        text: 'Sammendrag c',
        keywords: 'jazz',
      },
      {
        kind: 'library',
        title: 'Boknatt',
        url: '/article/boknatt',
        date: '2025-09-22T10:00:00.000Z',
        text: 'Vi leser grøssere.',
      },
    ])
  })

  it("holds a film's people, genres, countries and the labels of its showings, in the index's language", () => {
    const raw = rawContent()
    raw.productions.data = [
      production('f', {
        title: 'Havets hukommelse',
        genres: ['Drama', 'Ukjent sjanger'],
        countries: ['Norge'],
        directors: ['Jonas Aasen'],
        cast: ['Ingrid Bolsø'],
        language: 'en',
        subtitles: 'no',
      }),
    ]
    raw.events.data = [
      rawEvent('e0', 'f', {
        startTime: '2026-11-24T18:00:00+01:00',
        accessibility: ['synstolking'],
      }),
    ]
    raw.pages.push(
      detailPage('production', '/:production', 'production', 'parentSlug'),
      labelGuidePage((anchor) => ({ heading: `Om ${anchor}`, text: [`Forklaring av ${anchor}.`] })),
      {
        file: 'content/pages/en-production.json',
        data: {
          ...detailPage('en-production', '/en/:production', 'production', 'parentSlug').data,
          locale: 'en',
          translationOf: 'production',
          meta: { en: { title: 'Film', description: 'A film', keywords: [] } },
        },
      },
    )
    const site = buildSite(raw)
    const [nb] = buildSearchIndex(site, 'nb').filter((d) => d.kind === 'film')
    expect(nb).toMatchObject({
      url: '/film-f-DXM00000001',
      people: 'Jonas Aasen, Ingrid Bolsø',
      keywords: 'Drama Ukjent sjanger Norge Engelsk tale Norsk tekst Synstolking drama Sal 1',
    })
    expect(nb!.lang).toBeUndefined()
    // What the label means is found too, at its explanation.
    expect(buildSearchIndex(site, 'nb')).toContainEqual({
      kind: 'page',
      title: 'Om synstolking',
      page: 'tilgjengelighet',
      url: '/tilgjengelighet#synstolking',
      text: 'Forklaring av synstolking.',
    })
    const [en] = buildSearchIndex(site, 'en').filter((d) => d.kind === 'film')
    expect(en).toMatchObject({
      url: '/en/film-f-DXM00000001',
      people: 'Jonas Aasen, Ingrid Bolsø',
      // An English name where the table has one, and the Norwegian beside it.
      keywords:
        'Drama Ukjent sjanger Norway Norge English speech Norwegian subtitles Audio description drama Sal 1',
      lang: 'nb',
    })
  })

  it('holds each page, and each section of its text under a heading, leading to the heading', () => {
    const raw = rawContent()
    raw.pages.push({
      file: 'content/pages/praktisk.json',
      data: page('praktisk', '/praktisk', {
        blocks: [
          block('t', 'Title', { text: 'Praktisk informasjon', lead: 'Alt du trenger.' }),
          block('c', 'Content', {
            html: '<p>Velkommen.</p><h2>Åpningstider</h2><p>Hver dag 10–19.</p><h2>Parkering</h2><p>I <strong>Fjellhallen</strong>.</p><h3>HC</h3><p>Fire plasser.</p>',
          }),
        ],
        meta: {
          nb: { title: 'Praktisk', description: 'Åpningstider og parkering', keywords: ['p-hus'] },
        },
      }),
    })
    const pages = buildSearchIndex(buildSite(raw), 'nb').filter((d) =>
      d.url.startsWith('/praktisk'),
    )
    expect(pages).toEqual([
      {
        kind: 'page',
        title: 'Praktisk informasjon',
        url: '/praktisk',
        text: 'Alt du trenger. Åpningstider og parkering Velkommen.',
        keywords: 'p-hus',
      },
      {
        kind: 'page',
        title: 'Åpningstider',
        page: 'Praktisk informasjon',
        url: '/praktisk#apningstider',
        text: 'Hver dag 10–19.',
      },
      {
        kind: 'page',
        title: 'Parkering',
        page: 'Praktisk informasjon',
        url: '/praktisk#parkering',
        text: 'I Fjellhallen. HC Fire plasser.',
      },
    ])
  })
})
