/** @jest-environment node */
import { buildSite } from '../../build-site'
import { buildSearchIndex } from '../search-index'
import { page, production, rawContent } from '../../__tests__/fixture'

describe('buildSearchIndex', () => {
  it('indexes articles and culture productions, not films, as plain text', () => {
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
      production('f'),
      production('c', {
        object: 'culture',
        objectClass: 'culture',
        parentSlug: undefined,
        pageReference: 'jazz-JAZ6G4R',
        title: 'Jazzkveld',
        features: ['jazz'],
      }),
    ]
    // Culture productions and articles are shown on these pages, so the index links there.
    raw.pages.push(
      {
        file: 'content/pages/_culture.json',
        data: page('culture', '/:culture', {
          sources: [
            {
              name: 'production',
              model: 'production',
              collection: false,
              filter: [{ property: 'pageReference', operator: 'eq', value: ':culture' }],
            },
          ],
        }),
      },
      {
        file: 'content/pages/_article.json',
        data: page('article', '/article/:article', {
          sources: [
            {
              name: 'article',
              model: 'article',
              collection: false,
              filter: [{ property: 'slug', operator: 'eq', value: ':article' }],
            },
          ],
        }),
      },
    )
    const { content, links } = buildSite(raw)
    const index = buildSearchIndex(content, links)
    expect(index).toEqual([
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
