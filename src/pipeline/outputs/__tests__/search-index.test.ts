/** @jest-environment node */
import { buildSite } from '../../build-site'
import { buildSearchIndex } from '../search-index'
import { page, production, rawContent, rawEvent } from '../../__tests__/fixture'

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
    const { content, links } = buildSite(raw)
    const index = buildSearchIndex(content, links)
    expect(index).toEqual([
      {
        kind: 'film',
        title: 'Mesterkokken',
        url: '/film-f-DXM00000001',
        // The next showing, not the first in the file, and the one after it for a search on
        // the day after the build.
        date: '2026-11-23T20:30:00+01:00',
        laterStarts: ['2026-11-24T18:00:00+01:00'],
        ageLimit: '9',
        text: 'En kokk mister smaken.',
        keywords: 'Le Grand Chef Komedie mat fransk',
      },
      {
        kind: 'culture',
        title: 'Jazzkveld',
        url: '/jazz-JAZ6G4R',
        date: undefined,
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
})
