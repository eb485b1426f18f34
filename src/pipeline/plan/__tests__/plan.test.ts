/** @jest-environment node */
import type { ImageCatalogue } from '../../../contract/images'
import { buildSite, planSite, prepareContent } from '../../build-site'
import { page, rawContent, withProgramme } from '../../__tests__/fixture'

describe('planRoutes', () => {
  it('plans one route per page record', () => {
    expect(buildSite(rawContent()).routes.map((r) => r.path)).toEqual(['/', '/kino'])
  })

  it('leaves hidden blocks out and orders the rest by row, column and order', () => {
    const raw = rawContent()
    const kino = raw.pages[1]!.data as Record<string, any>
    kino.blocks = [
      {
        id: 'late',
        component: 'Content',
        hide: false,
        place: { row: 1, column: 0, order: 5 },
        props: { html: '<p>b</p>' },
      },
      { id: 'hidden', component: 'CoverFlow', hide: true, place: { row: 0, column: 0, order: 0 } },
      {
        id: 'early',
        component: 'Title',
        hide: false,
        place: { row: 1, column: 0, order: 1 },
        props: { text: 'a' },
      },
      { id: 'top', component: 'Cover', hide: false, place: { row: 0, column: 0, order: 9 } },
    ]
    const route = buildSite(raw).routes.find((r) => r.path === '/kino')!
    expect(route.blocks.map((b) => b.id)).toEqual(['top', 'early', 'late'])
  })

  it('expands a parameterised page into one route per matching record', () => {
    const { routes } = buildSite(withProgramme())
    const films = routes.filter((r) => r.pageId === 'film')
    expect(films.map((r) => r.path)).toEqual(['/film-a-DXM00000001', '/film-bb-DXM00000002'])
    const a = films[0]!
    const [info, tickets] = a.blocks as any[]
    expect(info.data.production).toMatchObject({ id: 'a' })
    expect(tickets.data.events.map((e: { id: string }) => e.id)).toEqual(['e1'])
  })

  it('derives meta from the production', () => {
    const a = buildSite(withProgramme()).routes.find((r) => r.path === '/film-a-DXM00000001')!
    expect(a.meta).toEqual({
      title: 'Film a',
      description: 'Sammendrag a',
      image: 'https://test.example.no/img/a.jpg',
      keywords: ['drama', 'norsk'],
    })
  })

  it('refuses two pages that make the same route', () => {
    const raw = withProgramme()
    raw.pages.push({ file: 'content/pages/clash.json', data: page('clash', '/film-a-DXM00000001') })
    expect(() => buildSite(raw)).toThrow(
      'content/pages/clash.json: record "clash", field "path": route "/film-a-DXM00000001" is also made by content/pages/film.json',
    )
  })
})

describe('editor HTML', () => {
  it('is sanitised before it reaches a page', () => {
    const raw = rawContent()
    const kino = raw.pages[1]!.data as Record<string, any>
    kino.blocks.push({
      id: 'hostile',
      component: 'Content',
      hide: false,
      place: { row: 1, column: 0, order: 2 },
      props: { html: '<p onmouseover="steal()">Hei</p><script>steal()</script>' },
    })
    const route = buildSite(raw).routes.find((r) => r.path === '/kino')!
    const hostile = route.blocks.find((b) => b.id === 'hostile')!
    expect(hostile.component === 'Content' && hostile.props.html).toBe('<p>Hei</p>')
  })
})

describe('processed images', () => {
  const catalogue: ImageCatalogue = {
    '/img/a.jpg': {
      id: 'aaaaaaaaaaaaaaaa',
      bg: '#000000',
      variants: {
        og: { key: 'og1', sizes: [[1200, 1800]] },
        hero: { key: 'h1', sizes: [[750, 375]] },
      },
    },
    '/img/unused.jpg': { id: 'bbbbbbbbbbbbbbbb', bg: '#ffffff', variants: {} },
  }
  const film = () =>
    planSite(prepareContent(withProgramme()), {
      images: catalogue,
      siteUrl: 'https://kino.test',
    }).routes.find((r) => r.path === '/film-a-DXM00000001')!

  it('travel with the pages that show them, and only those', () => {
    expect(Object.keys(film().images)).toEqual(['/img/a.jpg'])
    const kino = planSite(prepareContent(withProgramme()), { images: catalogue }).routes.find(
      (r) => r.path === '/kino',
    )!
    expect(kino.images).toEqual({})
  })

  it('are shared (Open Graph, JSON-LD) as their 1200 px JPEG, not the original', () => {
    const route = film()
    expect(route.meta.image).toBe('https://kino.test/static/img/aaaaaaaaaaaaaaaa-og-og1-1200.jpg')
    expect(route.structuredData[0]).toMatchObject({
      image: 'https://kino.test/static/img/aaaaaaaaaaaaaaaa-og-og1-1200.jpg',
    })
  })
})
