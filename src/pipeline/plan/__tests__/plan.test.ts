/** @jest-environment node */
import type { ImageCatalogue } from '../../../contract/images'
import { buildSite, planSite, prepareContent } from '../../build-site'
import { page, production, rawContent, rawEvent, withProgramme } from '../../__tests__/fixture'

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

describe('production cards beside their showings', () => {
  /** A film overview of three films: «Film late» on Friday, «Film soon» on Monday, and
   * «Film coming» with no showings yet, in that order in the ticketing platform's file. */
  const overview = (sort?: { property: string; direction: 'asc' | 'desc' }) => {
    const raw = rawContent()
    raw.productions.data = [
      production('late', { title: 'Film late' }),
      production('coming', { title: 'Film coming', objectClass: 'movie_coming' }),
      production('soon', { title: 'Film soon' }),
    ]
    raw.events.data = [
      rawEvent('f1', 'late', { startTime: '2026-11-27T18:00:00+01:00' }),
      rawEvent('m1', 'soon', { startTime: '2026-11-23T18:00:00+01:00' }),
      rawEvent('m2', 'soon', { startTime: '2026-11-28T18:00:00+01:00' }),
    ]
    const films = { name: 'films', model: 'production', collection: true, filter: [] }
    const showings = { name: 'showings', model: 'event', collection: true, filter: [] }
    const cards = {
      ...page('filmer', '/filmer').blocks[0]!,
      id: 'cards',
      component: 'Events',
      props: {},
      data: { productions: 'films', events: 'showings' },
    }
    raw.pages.push({
      file: 'content/pages/filmer.json',
      data: page('filmer', '/filmer', {
        sources: [{ ...films, ...(sort && { sort }) }, showings],
        blocks: [cards],
      }),
    })
    const route = buildSite(raw).routes.find((r) => r.path === '/filmer')!
    const block = route.blocks.find((b) => b.id === 'cards') as any
    return block.data.productions.map((p: { title: string }) => p.title)
  }

  it('come in the order of their next showing, those without one last', () => {
    expect(overview()).toEqual(['Film soon', 'Film late', 'Film coming'])
  })

  it('keep the order of a source that sorts them itself', () => {
    expect(overview({ property: 'title', direction: 'asc' })).toEqual([
      'Film coming',
      'Film late',
      'Film soon',
    ])
  })
})

describe('what search engines are offered', () => {
  it("dates a film's page by the newest change of its production and its showings", () => {
    const raw = withProgramme()
    const [a] = raw.productions.data as Record<string, unknown>[]
    a!.updatedAt = '2026-11-02T10:00:00+01:00'
    ;(raw.events.data as Record<string, unknown>[])[0]!.updatedAt = '2026-11-05T10:00:00+01:00'
    const { routes } = buildSite(raw)
    const film = routes.find((r) => r.path === '/film-a-DXM00000001')!
    expect(film.lastModified).toBe('2026-11-05T09:00:00.000Z')
    // Records without a change time give none, rather than the build's clock.
    expect(routes.find((r) => r.path === '/film-bb-DXM00000002')!.lastModified).toBeUndefined()
  })

  it('leaves out a visitor’s own pages, search results and an empty page', () => {
    const raw = rawContent()
    const add = (id: string, path: string, blocks: unknown[]) =>
      raw.pages.push({ file: `content/pages/${id}.json`, data: page(id, path, { blocks }) })
    const block = (component: string) => ({
      id: component,
      component,
      hide: false,
      place: { row: 0, column: 0, order: 0 },
    })
    add('login', '/kinoklubb', [block('MemberLogin')])
    add('receipt', '/kjop-fullfort', [block('PurchaseReceipt')])
    add('search', '/search', [{ ...block('Search'), props: { heading: 'Søk' } }])
    add('test', '/test', [])
    add('missing', '/404', [{ ...block('Title'), props: { text: 'Fant ikke siden' } }])
    add('info', '/om-oss', [{ ...block('Title'), props: { text: 'Om oss' } }])
    const indexed = Object.fromEntries(buildSite(raw).routes.map((r) => [r.path, r.indexed]))
    expect(indexed).toMatchObject({
      '/kinoklubb': false,
      '/kjop-fullfort': false,
      '/search': false,
      '/test': false,
      '/404': false,
      '/om-oss': true,
    })
  })

  it('gives each calendar to subscribe to its showings, and refuses two with one name', () => {
    const raw = withProgramme()
    const kino = raw.pages[1]!.data as Record<string, any>
    kino.sources = [{ name: 'all', model: 'event', collection: true, filter: [] }]
    const subscribe = (id: string) => ({
      id,
      component: 'CalendarSubscribe',
      hide: false,
      place: { row: 0, column: 0, order: 0 },
      data: { events: 'all' },
      props: { heading: 'Abonner', name: 'program', title: 'Hele programmet' },
    })
    kino.blocks = [subscribe('k1')]
    const { calendars, routes } = buildSite(raw)
    expect(calendars.map((c) => [c.path, c.title, c.events.map((e) => e.id)])).toEqual([
      ['/kalender/abonner/program.ics', 'Hele programmet', ['e1', 'e2']],
      // Each film with a page, to follow it.
      ['/kalender/film/film-a-DXM00000001.ics', 'Film a – Testkino', ['e1']],
      ['/kalender/film/film-bb-DXM00000002.ics', 'Film bb – Testkino', ['e2']],
    ])
    const block = routes.find((r) => r.path === '/kino')!.blocks[0] as any
    expect(block.data.events).toEqual({
      path: '/kalender/abonner/program.ics',
      webcal: 'webcal://test.example.no/kalender/abonner/program.ics',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ftest.example.no%2Fkalender%2Fabonner%2Fprogram.ics',
      events: 2,
    })
    kino.blocks = [subscribe('k1'), subscribe('k2')]
    expect(() => buildSite(raw)).toThrow(
      /the calendar \/kalender\/abonner\/program\.ics is also made/,
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
