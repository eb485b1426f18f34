/** @jest-environment node */
import { prepareContent } from '../../build-site'
import { block, page, production, rawContent } from '../../__tests__/fixture'
import { collectImages } from '../collect'

/** An article record with a picture and a thumbnail. */
const newsArticle = (extra: Record<string, unknown>) => ({
  id: '3f2b3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
  title: 'Nyhet',
  slug: 'nyhet',
  category: 'article',
  author: '',
  image: '/img/nyhet.jpg',
  thumbnail: '/img/nyhet-liten.jpg',
  content: '<p>Tekst</p>',
  node_locale: 'nb',
  createdAt: 1,
  updatedAt: 1,
  order: 0,
  ...extra,
})

const content = () => {
  const raw = rawContent()
  raw.productions.data = [
    production('a', {
      assets: [
        { type: 'image', role: 'poster', url: '/img/a-plakat.jpg', alt: '' },
        {
          type: 'image',
          role: 'cover',
          url: 'https://cms.example/a-cover.jpg',
          alt: '',
          focus: { x: 0.3, y: 0.4 },
        },
      ],
    }),
    production('b', { assets: [{ type: 'image', role: 'poster', url: '/img/b.jpg', alt: '' }] }),
  ]
  raw.articles = [
    {
      file: 'content/articles/nyhet.json',
      data: newsArticle({
        content: '<p><img src="https://bilder.example/x.jpg?a=1&amp;b=2" alt="x"></p>',
      }),
    },
  ]
  raw.pages.push({
    file: 'content/pages/arenaer.json',
    data: page('arenaer', '/arenaer', {
      blocks: [
        block('kort', 'CardList', {
          cards: [{ title: 'Sal 1', text: 'x', image: '/img/sal1.jpg' }],
        }),
      ],
    }),
  })
  return prepareContent(raw)
}

const usages = () =>
  Object.fromEntries(collectImages(content()).map((u) => [u.url, [...u.usages].sort()]))

describe('the images the content shows', () => {
  it('get the usages of the blocks that show them', () => {
    expect(usages()).toEqual({
      '/og.png': ['og'],
      // The logos are SVG: only measured, and checked to exist.
      '/logo.svg': ['inline'],
      '/logo-light.svg': ['inline'],
      // A poster is the cover flow's; the meta image is the first asset.
      '/img/a-plakat.jpg': ['og', 'poster'],
      // The cover is the film page's hero and the production's card.
      'https://cms.example/a-cover.jpg': ['card', 'hero'],
      // Without a cover, the poster is all of these.
      '/img/b.jpg': ['card', 'hero', 'og', 'poster'],
      '/img/nyhet.jpg': ['hero', 'og'],
      '/img/nyhet-liten.jpg': ['card'],
      'https://bilder.example/x.jpg?a=1&b=2': ['inline'],
      '/img/sal1.jpg': ['card'],
    })
  })

  it('know the record and field that name them, and the subject to keep in a crop', () => {
    const cover = collectImages(content()).find((u) => u.url === 'https://cms.example/a-cover.jpg')!
    expect(cover.places).toEqual([
      { file: 'content/programme/productions.json', record: 'a', field: 'assets[1].url' },
    ])
    expect(cover.focus).toEqual([0.3, 0.4])
    const card = collectImages(content()).find((u) => u.url === '/img/sal1.jpg')!
    expect(card.places[0]).toEqual({
      file: 'content/pages/arenaer.json',
      record: 'arenaer',
      field: 'blocks[0].props.cards[0].image',
    })
  })
})

describe('a focal point on any picture a record names', () => {
  const withFocus = () => {
    const raw = rawContent()
    Object.assign(raw.site.data as object, { defaultImageFocus: { x: 0.2, y: 0.3 } })
    raw.articles = [
      {
        file: 'content/articles/nyhet.json',
        data: newsArticle({
          imageFocus: { x: 0.1, y: 0.5 },
          thumbnailFocus: { x: 0.9, y: 0.2 },
        }),
      },
    ]
    raw.pages.push({
      file: 'content/pages/arenaer.json',
      data: page('arenaer', '/arenaer', {
        blocks: [
          block('topp', 'Cover', { image: '/img/sal.jpg', imageFocus: { x: 0.7, y: 0.6 } }),
          block('kort', 'CardList', {
            cards: [
              { title: 'Sal 1', text: 'x', image: '/img/sal1.jpg', imageFocus: { x: 0, y: 1 } },
            ],
          }),
        ],
      }),
    })
    return raw
  }
  const focusOf = (url: string) =>
    collectImages(prepareContent(withFocus())).find((u) => u.url === url)?.focus

  it('is kept for an article’s image and thumbnail, a page’s blocks and the site’s default', () => {
    expect(focusOf('/og.png')).toEqual([0.2, 0.3])
    expect(focusOf('/img/nyhet.jpg')).toEqual([0.1, 0.5])
    expect(focusOf('/img/nyhet-liten.jpg')).toEqual([0.9, 0.2])
    expect(focusOf('/img/sal.jpg')).toEqual([0.7, 0.6])
    expect(focusOf('/img/sal1.jpg')).toEqual([0, 1])
  })

  it('is refused outside the picture, naming the field', () => {
    const raw = withFocus()
    Object.assign(raw.articles[0]!.data as object, { imageFocus: { x: 1.2, y: 0.5 } })
    expect(() => prepareContent(raw)).toThrow(/record "3f2b3c1e[^"]*", field "imageFocus\.x"/)
  })
})
